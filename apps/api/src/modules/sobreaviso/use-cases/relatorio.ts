import type {
  DashboardAprovacoes,
  LinhaRelatorioSobreaviso,
  RelatorioSobreavisoQuery,
} from '@jornada/contracts';
import { diasNoMes, minutosEntre } from '@jornada/domain';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Alcance } from '../sobreaviso.repository.ts';
import { apurar, comTipo } from './apuracao.ts';
import { comApuracao, escalasPlanejadas } from './apurar-lancamentos.ts';
import { alcancePadrao, colaboradorVisivel, type Deps, hojeNaEmpresa, repo } from './comum.ts';
import { alcanceDaVisao } from './lancamento.ts';

export type RelatorioSobreaviso = {
  periodo: { inicio: string; fim: string };
  linhas: LinhaRelatorioSobreaviso[];
  totais: Omit<LinhaRelatorioSobreaviso, 'usuarioId' | 'usuarioNome' | 'alertas'>;
};

export const SEM_DADOS = 'Não contém dados para esse relatório';

/**
 * Relatório do período por pessoa: escalas planejadas e esperas aprovadas pagam a fração;
 * acionamentos aprovados são trabalho e, se a regra manda, saem da espera (apurarSobreaviso).
 */
/**
 * O período de cada pessoa do alcance pelo motor: escalas planejadas e esperas aprovadas pagam a
 * fração; acionamentos aprovados são trabalho e, se a regra manda, saem da espera. Serve ao
 * relatório e às verbas da folha.
 */
export const apurarPorPessoa = async (
  r: ReturnType<typeof repo>,
  q: { alcance: Alcance; inicio: string; fim: string; motivoId?: number },
) => {
  const [alocacoes, lancamentos, regras] = await Promise.all([
    r.listAlocacoes({ ...q.alcance, inicio: q.inicio, fim: q.fim, ativo: true }),
    r.listLancamentos({
      ...q.alcance,
      status: 'aprovado',
      motivoId: q.motivoId,
      inicio: q.inicio,
      fim: q.fim,
    }),
    r.listRegras({}),
  ]);
  const descontar = new Map(regras.map((g) => [g.id, g.descontarAcionamento]));
  const nomes = new Map<number, string>();
  for (const x of [...alocacoes, ...lancamentos]) nomes.set(x.usuarioId, x.usuarioNome);
  const porPessoa = new Map<number, { usuarioNome: string; apuracao: ReturnType<typeof apurar> }>();
  for (const [usuarioId, usuarioNome] of nomes) {
    const minhas = alocacoes.filter((a) => a.usuarioId === usuarioId);
    const meus = lancamentos.filter((l) => l.usuarioId === usuarioId);
    const escalas = [
      ...escalasPlanejadas(minhas, q.inicio, q.fim),
      ...meus.filter((l) => l.natureza === 'espera').flatMap((l) => comTipo([l], l.tipo)),
    ];
    const acionamentos = meus.filter((l) => l.natureza === 'acionamento');
    const descontarAcionamento = minhas.every((x) => descontar.get(x.regraId) ?? true);
    porPessoa.set(usuarioId, {
      usuarioNome,
      apuracao: apurar(escalas, acionamentos, descontarAcionamento),
    });
  }
  return porPessoa;
};

export const relatorioUseCases = ({ db, clock }: Deps) => {
  const relatorio = async (
    auth: AuthContext,
    q: RelatorioSobreavisoQuery,
  ): Promise<RelatorioSobreaviso> => {
    const alcance =
      q.usuarioId !== undefined
        ? { usuarioId: (await colaboradorVisivel(db, auth, q.usuarioId, 'Colaborador')).id }
        : alcancePadrao(auth);
    const pessoas = await apurarPorPessoa(repo(db, auth), { ...q, alcance });
    const linhas = [...pessoas]
      .map(([usuarioId, { usuarioNome, apuracao: a }]): LinhaRelatorioSobreaviso => {
        return {
          usuarioId,
          usuarioNome,
          minutosEscala: a.minutosEscala,
          minutosEspera: a.minutosEspera,
          equivalenteNormal: a.equivalenteNormal,
          minutosTrabalhados: a.minutosTrabalhados,
          alertas: a.alertas,
        };
      })
      .sort((x, y) => x.usuarioNome.localeCompare(y.usuarioNome, 'pt-BR'));
    if (linhas.length === 0) throw new AppError('SEM_DADOS', SEM_DADOS, 404);
    const soma = (
      k: 'minutosEscala' | 'minutosEspera' | 'equivalenteNormal' | 'minutosTrabalhados',
    ) => linhas.reduce((t, l) => t + l[k], 0);
    return {
      periodo: { inicio: q.inicio, fim: q.fim },
      linhas,
      totais: {
        minutosEscala: soma('minutosEscala'),
        minutosEspera: soma('minutosEspera'),
        equivalenteNormal: soma('equivalenteNormal'),
        minutosTrabalhados: soma('minutosTrabalhados'),
      },
    };
  };

  /**
   * Painel de aprovações: os pendentes do alcance de quem aprova e as horas acionadas aprovadas
   * no mês corrente (fuso da empresa), por pessoa e por motivo.
   */
  const dashboard = async (auth: AuthContext): Promise<DashboardAprovacoes> => {
    const alcance = alcanceDaVisao(auth, 'aprovar');
    const hoje = await hojeNaEmpresa(db, auth, clock());
    const inicio = `${hoje.slice(0, 8)}01`;
    const fim = `${hoje.slice(0, 8)}${diasNoMes(Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7)))}`;
    const r = repo(db, auth);
    const [pendentes, aprovados] = await Promise.all([
      r.listLancamentos({ ...alcance, status: 'pendente' }),
      r.listLancamentos({ ...alcance, status: 'aprovado', inicio, fim }),
    ]);
    const porPessoa = new Map<
      number,
      { usuarioId: number; usuarioNome: string; minutos: number }
    >();
    const porMotivo = new Map<
      number,
      { motivoId: number; motivoDescricao: string; minutos: number }
    >();
    for (const l of aprovados.filter((x) => x.natureza === 'acionamento')) {
      const m = minutosEntre(l.inicio, l.fim);
      const p = porPessoa.get(l.usuarioId) ?? {
        usuarioId: l.usuarioId,
        usuarioNome: l.usuarioNome,
        minutos: 0,
      };
      porPessoa.set(l.usuarioId, { ...p, minutos: p.minutos + m });
      const mo = porMotivo.get(l.motivoId) ?? {
        motivoId: l.motivoId,
        motivoDescricao: l.motivoDescricao,
        minutos: 0,
      };
      porMotivo.set(l.motivoId, { ...mo, minutos: mo.minutos + m });
    }
    return {
      periodo: { inicio, fim },
      pendentes: await comApuracao(db, auth, pendentes.slice(0, 100)),
      totalPendentes: pendentes.length,
      porPessoa: [...porPessoa.values()].sort((a, b) => b.minutos - a.minutos),
      porMotivo: [...porMotivo.values()].sort((a, b) => b.minutos - a.minutos),
    };
  };

  return { relatorio, dashboard };
};
