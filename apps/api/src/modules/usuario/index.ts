// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export {
  type FiltroPessoasDoPeriodo,
  listPessoasDoPeriodo,
  type PessoaDoPeriodo,
} from './usuario.periodo.ts';
export { usuarioRepository } from './usuario.repository.ts';
export { grupoMembro, usuario } from './usuario.table.ts';
