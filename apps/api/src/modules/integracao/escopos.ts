import { type AreaToken, SERVICOS } from '@jornada/contracts';

/**
 * O que cada área de escopo de um token de API alcança: as rotas de menu concedidas (as mesmas
 * permissões que `exigirRota` confere) e as operações documentadas no OpenAPI (método + caminho
 * registrado; `*` no fim casa com o resto). Leitura: as consultas; escrita: leitura + gravações.
 * Fora destas operações um token recebe 403, mesmo que a rota de menu seja concedida.
 */
type Area = { rotas: string[]; leitura: string[]; escrita: string[] };

const main = SERVICOS.main;

export const AREAS: Record<AreaToken, Area> = {
  marcacoes: {
    rotas: ['/dashboard/admin/tratamento'],
    leitura: [
      `GET ${main}/CarregarMotivosMarcacao`,
      `GET ${main}/tratamentos`,
      `GET ${main}/CarregarHistoricoMarcacao`,
      `POST ${main}/CarregarMes`,
      `POST ${main}/CarregarPeriodoAtual`,
    ],
    escrita: [
      `POST ${main}/IncluirMarcacao`,
      `POST ${main}/AlterarMarcacao`,
      `POST ${main}/AlterarDataMarcacao`,
      `POST ${main}/DesconsiderarMarcacao`,
      `POST ${main}/RestaurarMarcacao`,
      `POST ${main}/EditarMarcacao`,
      `POST ${main}/tratamentos/:id/decisao`,
    ],
  },
  colaboradores: {
    rotas: ['/dashboard/admin/colaboradores'],
    leitura: [
      `GET ${main}/colaboradores`,
      `GET ${main}/colaboradores/opcoes`,
      `GET ${main}/colaboradores/:id`,
    ],
    escrita: [
      `POST ${main}/colaboradores`,
      `PUT ${main}/colaboradores/:id`,
      `POST ${main}/colaboradores/:id/desligamento`,
    ],
  },
  espelho: {
    rotas: ['/dashboard/admin/espelhos', '/dashboard/admin/tratamento'],
    leitura: [
      `GET ${SERVICOS.espelho}/`,
      `GET ${SERVICOS.espelho}/totais`,
      `GET ${SERVICOS.espelho}/pdf`,
      `GET ${SERVICOS.espelho}/ocorrencias`,
    ],
    escrita: [],
  },
  lancamentos: {
    rotas: ['/dashboard/admin/colaboradores', '/dashboard/admin/ferias'],
    leitura: [
      `GET ${main}/CarregarLancamentos`,
      `POST ${main}/CarregarLancamentos`,
      `GET ${main}/CarregarFeriasLancamentos`,
      `GET ${main}/CarregarFeriasLancamento`,
      `GET ${main}/CarregarPeriodosAquisitivos`,
    ],
    escrita: [`POST ${main}/AlterarStatusLancamento`, `PUT ${main}/AlterarStatusLancamento`],
  },
  cadastros: {
    rotas: ['/dashboard/admin/estrutura'],
    leitura: [`GET ${SERVICOS.cadastros}/*`],
    escrita: [
      `POST ${SERVICOS.cadastros}/*`,
      `PUT ${SERVICOS.cadastros}/*`,
      `DELETE ${SERVICOS.cadastros}/*`,
    ],
  },
};

const casa = (padrao: string, operacao: string) =>
  padrao.endsWith('*') ? operacao.startsWith(padrao.slice(0, -1)) : padrao === operacao;

const partes = (escopo: string) => {
  const [area, nivel] = escopo.split(':') as [AreaToken, 'leitura' | 'escrita'];
  return { area: AREAS[area], nivel };
};

/** Rotas de menu concedidas por um conjunto de escopos. */
export const rotasDosEscopos = (escopos: readonly string[]): Set<string> =>
  new Set(escopos.flatMap((e) => partes(e).area?.rotas ?? []));

/** A operação (`MÉTODO /caminho/registrado`) está nos escopos do token? */
export const operacaoPermitida = (escopos: readonly string[], operacao: string): boolean =>
  escopos.some((e) => {
    const { area, nivel } = partes(e);
    if (!area) return false;
    const ops = nivel === 'escrita' ? [...area.leitura, ...area.escrita] : area.leitura;
    return ops.some((p) => casa(p, operacao));
  });
