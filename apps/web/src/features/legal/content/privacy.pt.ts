import { CONTACT_EMAIL } from '../../../config/contact.ts';
import type { LegalDocument } from './legal-document.ts';

export const content: LegalDocument = {
  intro: [
    'O Bible Journey ajuda você a ler a Bíblia com um cronograma: você monta um plano de leitura, marca cada dia como lido e, quando os desafios em grupo forem lançados, poderá ler junto com um grupo. Esta política explica quais informações o app guarda, por quê, quem mais as vê e como você pode apagá-las. Ela vale para o site, para o app instalado pelo navegador e para os apps da App Store e do Google Play.',
    'Em resumo: guardamos só o que o app precisa para funcionar, nunca vendemos seus dados, e excluir sua conta pelo menu apaga tudo o que temos sobre você.',
  ],
  sections: [
    {
      heading: 'Usar o app sem conta',
      blocks: [
        'Você pode criar e seguir um plano sem se cadastrar. Nesse caso, seu plano, as leituras marcadas, o idioma e o tema ficam guardados apenas no armazenamento do seu navegador ou aparelho. Eles não são enviados para nós e desaparecem se você limpar os dados do app ou sair da conta. Não usamos cookies de publicidade nem de rastreamento.',
      ],
    },
    {
      heading: 'O que guardamos quando você tem uma conta',
      blocks: [
        {
          items: [
            'Conta: seu nome, e-mail, senha (guardada apenas como hash irreversível, nunca de forma legível), foto de perfil se você adicionar uma, o idioma da interface e se você já confirmou seu e-mail.',
            'Login social: se você entrar com Google, Facebook ou Apple, recebemos desse serviço seu nome, e-mail, foto de perfil e o identificador da sua conta nele, e confirmamos o login com o próprio serviço. Nunca recebemos sua senha desses serviços e nunca publicamos nada em seu nome.',
            'Planos e progresso: o plano que você monta (datas, trecho de leitura, ordem de leitura, dias da semana) e os dias que você marca como lidos, para que fiquem iguais em todos os seus aparelhos.',
            'Desafios (só quando você participa): os desafios que você cria ou de que participa, seus nomes e datas, os e-mails que você convida, seus pontos e sua posição no ranking, e as perguntas e respostas de cada desafio.',
            'Lembretes (só se você os ativar, mesmo sem conta): o horário escolhido, o fuso horário do aparelho e a inscrição de notificações que seu navegador ou celular gera para o app (o endereço do serviço de notificações e as chaves que criptografam cada notificação); com conta, também se você quer o lembrete por e-mail. Usamos esses dados só para enviar o lembrete com a leitura do dia. Desativar os lembretes encerra o envio; uma inscrição que o serviço de notificações informa como extinta é apagada; o registro de cada lembrete enviado fica guardado por uma semana.',
            'Compras e doações (ainda não disponíveis): quando existirem, o produto, o valor, a moeda e o tipo de compra, e os identificadores de cliente, assinatura ou compra fornecidos pela plataforma de pagamento, para sabermos se você tem acesso premium. Nunca vemos nem guardamos o número completo do seu cartão.',
            'Sugestões e relatos de erro: a mensagem que você escreve, o contato que você decidir informar, o idioma do app e, se você estiver conectado, seu nome e e-mail. Um relato de erro também leva o nome e a versão do seu navegador e uma cópia dos dados do app guardados no seu navegador: seu plano e seu progresso, suas preferências, mudanças no plano ainda não salvas e o nome e o e-mail da sua conta, nunca sua senha nem sua chave de acesso. O formulário mostra tudo isso antes do envio, e nada é enviado antes de você escrever uma descrição e concordar. Os relatos ficam guardados no nosso servidor e são enviados por e-mail à nossa equipe, só para encontrar e corrigir problemas.',
            'Registros técnicos: nossos servidores registram as requisições (endereço, horário, tipo de navegador ou aparelho) por pouco tempo, para manter o serviço seguro e investigar falhas.',
          ],
        },
      ],
    },
    {
      heading: 'Como usamos esses dados',
      blocks: [
        {
          items: [
            'para o app funcionar: manter seu plano sincronizado, mostrar o ranking e as perguntas dos seus desafios e enviar os lembretes que você ativar;',
            'para enviar os e-mails de que o app depende: confirmação de conta, redefinição de senha e convites para desafios;',
            'para liberar e verificar o acesso premium e processar compras, assinaturas e doações;',
            'para responder suas mensagens e corrigir os erros relatados por você e pelo app;',
            'para proteger o serviço e seus usuários contra abusos.',
          ],
        },
        'Não exibimos anúncios, não criamos perfis de publicidade e não vendemos, alugamos nem trocamos dados pessoais.',
      ],
    },
    {
      heading: 'Quem mais vê seus dados',
      blocks: [
        {
          items: [
            'Os outros participantes de um desafio veem seu nome, sua foto, seus pontos, sua posição no ranking e se você respondeu às perguntas. O líder vê os e-mails das pessoas convidadas.',
            'Os pagamentos são processados pela Stripe (cartão, na web), pela Apple (App Store) e pelo Google (Google Play), conforme as políticas de privacidade de cada um. Eles recebem os dados de pagamento que você informa; nós recebemos apenas o resultado e os identificadores citados acima.',
            'O login com Google, Facebook ou Apple é feito por essas empresas, conforme as políticas de privacidade delas.',
            'Os lembretes que você ativar são entregues pelo serviço de notificações do seu navegador ou celular (por exemplo Apple, Google ou Mozilla). Ele recebe a inscrição e a notificação criptografada para o seu aparelho: não consegue ler a leitura do dia que ela traz. Os lembretes por e-mail passam pelo provedor que entrega nossos e-mails.',
            'Os fornecedores que hospedam nossos servidores e entregam nossos e-mails tratam dados apenas conforme nossas instruções e só para prestar esse serviço.',
            'Só compartilhamos informações com autoridades quando a lei exige.',
          ],
        },
      ],
    },
    {
      heading: 'Bases legais',
      blocks: [
        'Quando se aplicam leis de proteção de dados como a LGPD, no Brasil, ou o GDPR, na União Europeia, tratamos seus dados para prestar o serviço que você pediu (execução de contrato), com o seu consentimento (lembretes e a cópia opcional anexada a um relato, que você pode retirar a qualquer momento), pelo nosso legítimo interesse em manter o serviço seguro e para cumprir obrigações legais (por exemplo, registros de pagamentos).',
      ],
    },
    {
      heading: 'Por quanto tempo guardamos e como apagar',
      blocks: [
        'Guardamos seus dados enquanto sua conta existir. Você pode excluir sua conta a qualquer momento no app: abra o Menu e escolha remover sua conta. Isso apaga sua conta, seus planos e leituras marcadas, seus lembretes, os desafios que você lidera, sua participação em outros desafios e seu registro premium. Sugestões e relatos de erro não ficam guardados para sempre: os mais antigos são apagados automaticamente à medida que chegam novos, e apagamos os seus antes, se você pedir. As plataformas de pagamento mantêm os próprios registros das transações, como a lei exige delas.',
        'Sem conta, desinstalar o app ou limpar os dados dele no navegador remove tudo o que ele guardou no seu aparelho.',
      ],
    },
    {
      heading: 'Seus direitos',
      blocks: [
        'Você pode pedir para ver, corrigir, exportar ou apagar seus dados e retirar um consentimento que tenha dado. No menu, você pode mudar seu nome e sua foto e baixar seu plano em PDF. Para qualquer outro pedido, escreva para nós e responderemos em até 15 dias. Você também pode reclamar à autoridade de proteção de dados (no Brasil, a ANPD; na União Europeia, a autoridade do seu país).',
      ],
    },
    {
      heading: 'Segurança',
      blocks: [
        'Os dados trafegam criptografados (HTTPS), as senhas são guardadas apenas como hashes irreversíveis e o acesso aos nossos servidores é restrito a quem opera o serviço. Nenhum sistema é totalmente seguro; se um incidente afetar seus dados, avisaremos você e as autoridades como a lei exige.',
      ],
    },
    {
      heading: 'Crianças',
      blocks: [
        'O Bible Journey não é destinado a menores de 13 anos. Crianças mais novas só podem usá-lo com o consentimento e a ajuda de um dos pais ou responsável. Se você acredita que uma criança nos forneceu dados pessoais sem esse consentimento, escreva para nós e os apagaremos.',
      ],
    },
    {
      heading: 'Dados guardados em outros países',
      blocks: [
        'Nossos servidores e fornecedores podem estar fora do seu país. Quando seus dados são transferidos, usamos as garantias previstas em lei, como cláusulas contratuais padrão.',
      ],
    },
    {
      heading: 'Mudanças nesta política',
      blocks: [
        'Quando mudarmos esta política, publicaremos a nova versão aqui, com a data. Se a mudança for importante, também avisaremos você no app ou por e-mail antes de ela entrar em vigor.',
      ],
    },
    {
      heading: 'Contato',
      blocks: [`Dúvidas ou pedidos sobre seus dados: ${CONTACT_EMAIL}.`],
    },
  ],
};
