import { loginRespostaSchema, usuarioLogadoSchema } from '@jornada/contracts';

// O estado gravado é validado com os schemas do login: lixo no storage vira "sem sessão". Ficam
// num módulo à parte, carregado só quando há sessão gravada: a tela de login abre sem o zod.
export const menusSchema = loginRespostaSchema.pick({
  MenuMinhasRotinas: true,
  MenuGestores: true,
  MenuAdmin: true,
});
export const usuarioSchema = usuarioLogadoSchema.nullable();

export type SchemasSessao = {
  menusSchema: typeof menusSchema;
  usuarioSchema: typeof usuarioSchema;
};
