// A stand-in for Stripe.js (https://js.stripe.com), served to the page by e2e/support/stripe.ts:
// the parts the app's checkout uses (@stripe/stripe-js's loadStripe, @stripe/react-stripe-js's
// Elements and PaymentElement, confirmPayment, retrievePaymentIntent). Its card form is plain
// fields in the page instead of Stripe's iframe; it calls https://api.stripe.com with the
// publishable key and the client secret, as Stripe.js does, and the test routes those calls to
// the fake Stripe API (apps/server/src/test/fake-stripe.ts).
(() => {
  const API = 'https://api.stripe.com/v1';
  const intentIdOf = (clientSecret) => String(clientSecret).split('_secret_')[0];

  async function call(method, path, params) {
    const body = new URLSearchParams(params).toString();
    const response =
      method === 'GET'
        ? await fetch(`${API}${path}?${body}`)
        : await fetch(`${API}${path}`, {
            method,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
    return response.json();
  }

  function createElement(type) {
    const listeners = new Map();
    let root = null;
    let isReady = false;
    const emit = (name, payload) => {
      for (const listener of listeners.get(name) ?? []) listener(payload);
    };
    const element = {
      mount(target) {
        root = typeof target === 'string' ? document.querySelector(target) : target;
        root.innerHTML =
          '<div data-fake-stripe-element style="display:grid;gap:8px">' +
          '<label>Card number <input name="cardnumber" autocomplete="cc-number" inputmode="numeric"></label>' +
          '<label>Expiration date <input name="exp-date" autocomplete="cc-exp" placeholder="MM / YY"></label>' +
          '<label>Security code <input name="cvc" autocomplete="cc-csc" inputmode="numeric"></label>' +
          '</div>';
        setTimeout(() => {
          isReady = true;
          emit('ready', { elementType: type });
        }, 50);
      },
      on(name, listener) {
        if (!listeners.has(name)) listeners.set(name, new Set());
        listeners.get(name).add(listener);
        if (name === 'ready' && isReady) setTimeout(() => listener({ elementType: type }), 0);
        return element;
      },
      off(name, listener) {
        listeners.get(name)?.delete(listener);
        return element;
      },
      once(name, listener) {
        const once = (payload) => {
          element.off(name, once);
          listener(payload);
        };
        return element.on(name, once);
      },
      update() {},
      focus() {},
      blur() {},
      clear() {},
      collapse() {},
      unmount() {
        if (root) root.innerHTML = '';
      },
      destroy() {
        element.unmount();
        listeners.clear();
      },
      cardNumber: () => root?.querySelector('input[name="cardnumber"]')?.value ?? '',
    };
    return element;
  }

  function Stripe(publishableKey) {
    const stripe = {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken: async () => ({ error: { type: 'api_error', message: 'not in the fake' } }),
      createPaymentMethod: async () => ({ error: { type: 'api_error', message: 'not in the fake' } }),
      confirmCardPayment: async () => ({ error: { type: 'api_error', message: 'not in the fake' } }),
      elements(options = {}) {
        let paymentElement = null;
        return {
          clientSecret: options.clientSecret,
          create(type) {
            paymentElement = createElement(type);
            return paymentElement;
          },
          getElement: () => paymentElement,
          update() {},
          fetchUpdates: async () => ({}),
          submit: async () => ({}),
          on() {},
          cardNumber: () => paymentElement?.cardNumber() ?? '',
        };
      },
      async confirmPayment({ elements, confirmParams = {}, redirect = 'always' }) {
        const clientSecret = elements.clientSecret;
        const number = elements.cardNumber().replace(/\s/g, '');
        if (number === '') {
          return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        }
        const answer = await call('POST', `/payment_intents/${intentIdOf(clientSecret)}/confirm`, {
          key: publishableKey,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
          return_url: confirmParams.return_url ?? '',
        });
        if (answer.error) return { error: answer.error };
        if (redirect === 'always') {
          const back = new URL(confirmParams.return_url);
          back.searchParams.set('payment_intent', answer.id);
          back.searchParams.set('payment_intent_client_secret', clientSecret);
          back.searchParams.set('redirect_status', answer.status);
          window.location.assign(back.toString());
          return new Promise(() => {});
        }
        return { paymentIntent: answer };
      },
      async retrievePaymentIntent(clientSecret) {
        const answer = await call('GET', `/payment_intents/${intentIdOf(clientSecret)}`, {
          key: publishableKey,
          client_secret: clientSecret,
        });
        return answer.error ? { error: answer.error } : { paymentIntent: answer };
      },
    };
    return stripe;
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
