import { CONTACT_EMAIL } from '../../../config/contact.ts';
import type { LegalDocument } from './legal-document.ts';

export const content: LegalDocument = {
  intro: [
    'Estes termos são o contrato de licença entre você e o Bible Journey (“nós”) para o app Bible Journey na web, como app instalado pelo navegador e na App Store e no Google Play (o “app”). Ao usar o app, você os aceita. Se não concordar, por favor não use o app.',
  ],
  sections: [
    {
      heading: '1. Licença',
      blocks: [
        'Concedemos a você uma licença pessoal, não exclusiva, intransferível e revogável para usar o app em aparelhos que sejam seus ou que estejam sob seu controle, para fins pessoais e não comerciais e, no caso de apps obtidos em uma loja, conforme as regras de uso dessa loja (incluindo o Compartilhamento Familiar, quando oferecido). O app é licenciado, não vendido: mantemos todos os direitos sobre ele que não forem concedidos expressamente a você.',
        'Você não pode copiar, modificar, alugar, arrendar, emprestar, vender, redistribuir ou sublicenciar o app, nem descompilá-lo, fazer engenharia reversa ou tentar extrair seu código-fonte, exceto quando a lei permitir expressamente.',
      ],
    },
    {
      heading: '2. Sua conta',
      blocks: [
        'Alguns recursos (sincronizar seu plano, lembretes em vários aparelhos, desafios) exigem uma conta. Informe dados verdadeiros, não compartilhe sua senha e avise-nos se achar que outra pessoa está usando sua conta. Você é responsável pelo que for feito com ela. Você pode excluir sua conta a qualquer momento pelo menu.',
      ],
    },
    {
      heading: '3. Uso aceitável',
      blocks: [
        'Use o app de forma legal e respeitosa. Em especial, não:',
        {
          items: [
            'convide para desafios pessoas que não esperavam o convite, envie spam nem assedie outros participantes;',
            'escreva nomes de desafios, perguntas ou respostas ilegais, de ódio, obscenos ou que violem direitos de terceiros;',
            'tente acessar contas ou dados que não são seus, sobrecarregar ou atrapalhar o serviço, ou coletar dados dele de forma automatizada;',
            'use o app para descumprir a lei ou estes termos.',
          ],
        },
        'Podemos remover conteúdos e suspender ou encerrar contas que descumprirem essas regras.',
      ],
    },
    {
      heading: '4. Seu conteúdo',
      blocks: [
        'O que você escreve no app (nomes de desafios, perguntas, respostas, sugestões) continua sendo seu. Você nos autoriza a guardá-lo e a mostrá-lo às pessoas com quem você o compartilha, apenas para o funcionamento do app.',
      ],
    },
    {
      heading: '5. Textos bíblicos',
      blocks: [
        'As versões da Bíblia exibidas no app pertencem às suas editoras ou estão em domínio público, e são usadas conforme as respectivas licenças. Cada capítulo mostra o aviso de direitos autorais da sua versão. Não as copie além do que a licença permite.',
      ],
    },
    {
      heading: '6. Premium, assinaturas e doações',
      blocks: [
        {
          items: [
            'Criar desafios exige acesso premium, adquirido como assinatura mensal ou como compra avulsa de um desafio. Os preços são mostrados antes do pagamento, com os impostos que a loja ou a plataforma de pagamento aplicar.',
            'As assinaturas são renovadas automaticamente todo mês até serem canceladas. Na web, você pode cancelar pelo menu; assinaturas feitas na App Store ou no Google Play são gerenciadas e canceladas nas configurações de conta da própria loja. O cancelamento impede a próxima renovação.',
            'Quando uma assinatura termina, os desafios criados com ela deixam de estar disponíveis para o líder e para os participantes.',
            'Os pagamentos são processados pela Stripe, pela Apple ou pelo Google, conforme os termos de cada um. Reembolsos seguem a política da loja ou plataforma em que você pagou e o Código de Defesa do Consumidor ou a lei de consumo do seu país.',
            'Doações são contribuições voluntárias para manter o app. Elas não compram nenhum produto ou serviço e não são reembolsáveis, exceto quando a lei exigir.',
          ],
        },
      ],
    },
    {
      heading: '7. Outros serviços',
      blocks: [
        'O app funciona com serviços de outras empresas (login com Google, Facebook ou Apple, pagamentos, notificações, fornecedores de textos bíblicos). Os termos delas se aplicam a esses serviços, e não somos responsáveis pelo conteúdo ou pela disponibilidade deles.',
      ],
    },
    {
      heading: '8. App Store e Google Play',
      blocks: [
        'Se você obteve o app na App Store ou no Google Play, este contrato é apenas entre você e nós, não com a Apple ou o Google, e somente nós somos responsáveis pelo app e pelo seu conteúdo. A Apple e o Google não têm obrigação de prestar manutenção ou suporte ao app. Se o app não cumprir uma garantia aplicável por lei, você pode avisar a loja, que poderá reembolsar o valor pago por ele; na medida permitida pela lei, a loja não tem nenhuma outra obrigação de garantia. Nós, e não a Apple ou o Google, somos responsáveis por atender qualquer reclamação sobre o app, inclusive de responsabilidade pelo produto, de descumprimento de exigências legais ou regulatórias, de proteção ao consumidor e de violação de direitos de propriedade intelectual de terceiros. Você declara que não está em um país sujeito a embargo do governo dos Estados Unidos e que não consta de nenhuma lista de pessoas proibidas ou restritas do governo dos Estados Unidos. A Apple e suas subsidiárias são terceiras beneficiárias deste contrato e, depois que você o aceita, podem exigir seu cumprimento.',
      ],
    },
    {
      heading: '9. Sem garantias',
      blocks: [
        'Trabalhamos para manter o app útil e disponível, mas ele é fornecido “no estado em que se encontra” e “conforme disponível”. Na medida permitida pela lei, não garantimos que ele funcionará sem interrupções ou sem erros, nem que os lembretes chegarão sempre no horário. Nada nestes termos limita direitos que você tem como consumidor e que não podem ser afastados por contrato.',
      ],
    },
    {
      heading: '10. Limitação de responsabilidade',
      blocks: [
        'Na medida permitida pela lei, não respondemos por perdas indiretas ou consequentes, nem por perda de dados, decorrentes do uso do app ou da impossibilidade de usá-lo, e nossa responsabilidade total perante você se limita ao valor que você nos pagou nos doze meses anteriores à reclamação. Isso não limita a responsabilidade por morte ou lesão causada por nossa negligência, por fraude ou qualquer outra responsabilidade que a lei não permita limitar.',
      ],
    },
    {
      heading: '11. Fim do contrato',
      blocks: [
        'Você pode parar de usar o app e excluir sua conta a qualquer momento. Podemos suspender ou encerrar seu acesso se você descumprir estes termos de forma grave ou repetida. Quando o contrato terminar, você deve deixar de usar o app; as seções que por sua natureza devem continuar valendo (como a 9 e a 10) continuam se aplicando.',
      ],
    },
    {
      heading: '12. Mudanças',
      blocks: [
        'Podemos atualizar estes termos conforme o app mudar. Publicamos a nova versão aqui, com a data, e, no caso de mudanças importantes, avisamos você no app ou por e-mail antes de elas entrarem em vigor. Se você continuar usando o app depois disso, os novos termos se aplicam.',
      ],
    },
    {
      heading: '13. Contato',
      blocks: [`Dúvidas, reclamações ou pedidos sobre o app: ${CONTACT_EMAIL}.`],
    },
  ],
};
