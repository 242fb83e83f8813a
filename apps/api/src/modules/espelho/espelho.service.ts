import type { Espelho, TotaisEspelho } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import type { Escopo } from '../../shared/escopo.ts';
import type { ApuracaoService } from '../apuracao/index.ts';
import { horarioContratualRepository } from '../horario-contratual/index.ts';
import { colaboradorAcessivel } from '../tratamento/index.ts';
import { linhaParaContrato } from './espelho.mapeamento.ts';
import { gerarPdfEspelho } from './espelho.pdf.ts';
import { agoraNaEmpresa, periodoDoMes } from './espelho.periodo.ts';
import { espelhoRepository } from './espelho.repository.ts';
import { totalizar } from './espelho.totais.ts';
import {
  createOcorrencias,
  type LerOcorrenciasGravadas,
  type LerTratativas,
} from './ocorrencias.ts';

export type EspelhoDeps = {
  db: Db;
  clock: () => Date;
  /** A apuração do período (módulo `apuracao`): o mesmo cálculo de todo o produto. */
  apuracao: ApuracaoService;
  /** A fotografia gravada pelo reprocessamento (módulo `reprocessamento`). */
  lerOcorrenciasGravadas: LerOcorrenciasGravadas;
  /** Tratativas das divergências (módulo `divergencia`), na lista de ocorrências. */
  lerTratativas?: LerTratativas;
};

export type ConsultaMes = { usuarioId?: number; ano: number; mes: number };

/**
 * Espelho de ponto (Portaria 671 arts. 83–84), totais e PDF, calculados na hora a cada leitura:
 * o motor é puro e leva ~0,1 ms por colaborador-mês, então qualquer mudança de marcação,
 * tratamento, escala ou regra aparece na próxima leitura — não há cache a invalidar. O
 * colaborador vê o próprio; o gestor, a equipe; o RH, todos (acesso-ponto.ts).
 */
export const createEspelhoService = (deps: EspelhoDeps) => {
  const calcularUm = async (auth: AuthContext, q: ConsultaMes) => {
    const escopo = { db: deps.db, empresaId: auth.empresaId };
    const alvo = await colaboradorAcessivel(escopo, auth, q.usuarioId);
    const colaborador = (await espelhoRepository(escopo).findColaborador(alvo.id))!;
    const periodo = periodoDoMes(q.ano, q.mes);
    const agora = await agoraNaEmpresa(escopo, deps.clock);
    const [calculado] = await deps.apuracao.calcularEspelhos({
      ...escopo,
      pessoas: [colaborador],
      ...periodo,
      hoje: agora.hoje,
    });
    return { escopo, colaborador, periodo, agora, calculado: calculado! };
  };

  const montar = async (
    escopo: Escopo,
    c: Awaited<ReturnType<typeof calcularUm>>,
  ): Promise<Espelho> => {
    const { colaborador: u, periodo, calculado } = c;
    const vigencias = await horarioContratualRepository(escopo).listVigencias([u.id]);
    // A vigência em curso no início do mês e as que começam dentro dele.
    const antes = vigencias.filter((v) => v.vigenciaInicio <= periodo.inicio).at(-1);
    const horarios = [
      ...(antes ? [antes] : []),
      ...vigencias.filter(
        (v) => v.vigenciaInicio > periodo.inicio && v.vigenciaInicio <= periodo.fim,
      ),
    ];
    const escalaIds = [
      ...new Set(calculado.linhas.flatMap((l) => (l.escalaId ? [Number(l.escalaId)] : []))),
    ];
    return {
      empregador: { nome: c.agora.empresa?.nome ?? '', cnpj: c.agora.empresa?.cnpj ?? '' },
      colaborador: {
        id: u.id,
        nome: u.nome,
        cpf: u.cpf,
        matricula: u.matricula,
        admissao: u.admissao,
        cargo: u.cargo,
        departamento: u.departamento,
      },
      periodo,
      emitidoEm: c.agora.instante,
      horarioContratual: horarios.map((v) => ({
        vigenciaInicio: v.vigenciaInicio,
        codigo: v.horario.codigo,
        descricao: v.horario.descricao,
        horarios: v.horario.horarios,
        duracaoMinutos: v.horario.duracaoMinutos,
      })),
      escalas: await espelhoRepository(escopo).listEscalas(escalaIds),
      dias: calculado.linhas.map(linhaParaContrato),
      semanas: calculado.semanas,
      totais: totalizar(calculado, periodo),
    };
  };

  /** GET /espelho: o espelho do mês, dia a dia, com as marcações e a apuração. */
  const espelho = async (auth: AuthContext, q: ConsultaMes): Promise<Espelho> => {
    const c = await calcularUm(auth, q);
    return montar(c.escopo, c);
  };

  /** GET /espelho/totais: só os totais do mês (mirror totals). */
  const totais = async (auth: AuthContext, q: ConsultaMes): Promise<TotaisEspelho> => {
    const c = await calcularUm(auth, q);
    return totalizar(c.calculado, c.periodo);
  };

  /** GET /espelho/pdf: o espelho com o conteúdo do art. 84 da Portaria 671. */
  const pdf = async (auth: AuthContext, q: ConsultaMes) => {
    const e = await espelho(auth, q);
    const mm = String(q.mes).padStart(2, '0');
    // Nome do arquivo com o colaborador (ASCII, sem acentos): 'espelho-paula-andrade-1003-2026-10.pdf'.
    const nome = e.colaborador.nome
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    return {
      nomeArquivo: `espelho-${nome || 'colaborador'}-${e.colaborador.matricula ?? e.colaborador.id}-${q.ano}-${mm}.pdf`,
      conteudo: await gerarPdfEspelho(e),
    };
  };

  return { espelho, totais, pdf, ocorrencias: createOcorrencias(deps) };
};
export type EspelhoService = ReturnType<typeof createEspelhoService>;
