import { envelopeMaiusculoSchema, sessaoDadosSchema } from '@jornada/contracts';

// Os schemas (zod) das respostas do serviço de autenticação, num módulo à parte que as chamadas
// carregam com a primeira resposta (auth.api.ts, senha.api.ts, segundo-fator.api.ts,
// push.api.ts): a tela de login abre sem o zod e sem os contratos.
export {
  loginRespostaSchema,
  pushChaveRespostaSchema,
  signInRespostaSchema,
  totpCadastroRespostaSchema,
  totpConfirmarRespostaSchema,
  validateRespostaSchema,
} from '@jornada/contracts';

export const recursoUpdateSchema = envelopeMaiusculoSchema(sessaoDadosSchema);
