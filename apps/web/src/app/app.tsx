import { WelcomePage } from '../features/welcome/welcome-page.tsx';

export function App() {
  return <WelcomePage />;
}
