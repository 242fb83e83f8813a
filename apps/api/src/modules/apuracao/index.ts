// Porta de entrada do módulo: só o que outros módulos podem usar (docs/helpers/api-module-brief.md).

export {
  type ApurarPessoa,
  DIAS_ANTERIORES,
  justificativaDoDia,
} from './apuracao.calculo.ts';
export {
  comJornadasConvocadas,
  type ListarJornadasConvocadas,
} from './apuracao.convocacoes.ts';
export type { ApuracaoService } from './apuracao.service.ts';
export { createApuracaoService } from './apuracao.service.ts';
export type {
  AusenciaDoDia,
  EspelhoCalculado,
  FontesApuracao,
  JornadaEfetivaPeriodo,
  LinhaCalculada,
  ListarAusenciasAtivas,
  ListarAutorizacoesHe,
  ListarSobreaviso,
  PedidoApuracao,
  PessoaEspelho,
  PrepararMarcacoesTratadas,
  SobreavisoDoDia,
} from './apuracao.tipos.ts';
