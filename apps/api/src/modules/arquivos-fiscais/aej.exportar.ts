import {
  type ArquivoAej,
  type AusenciaAej,
  faltaInjustificada,
  formatarDataHoraAfd,
  type HorarioContratualAej,
  type MarcacaoAej,
  type SemanaDsr,
  sequenciarDia,
  toHhmm,
  type VinculoAej,
} from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { IDENTIFICACAO_PTRP } from '../../shared/identificacao-ptrp.ts';
import {
  type ApuracaoService,
  justificativaDoDia,
  type LinhaCalculada,
} from '../apuracao/index.ts';
import { type LancamentoEfetivo, listLancamentosEfetivos } from '../banco-horas/index.ts';
import { offsetDoFuso } from '../marcacao/index.ts';
import { loadPontoTratado, type PontoTratado } from '../tratamento/index.ts';
import { arquivosFiscaisRepository } from './arquivos-fiscais.repository.ts';

export type PlanoAej = {
  empresaId: number;
  filialId: number;
  numeroInpi: string;
  cnpj: string;
  /** CAEPF (14 dígitos) e CNO (12) da filial, quando houver (registro 01). */
  caepf?: string | null;
  cno?: string | null;
  razaoSocial: string;
  dataInicio: string;
  dataFim: string;
  geradoEm: string;
  hoje: string;
};

/** idRepAej 1 é o REP-P; os REP-C/REP-A de marcações importadas vêm depois (chave local). */
const ID_REP_P = 1;

const marcacoesAej = (
  ponto: PontoTratado,
  idVinculo: number,
  idRepExterno: Map<number, number>,
): MarcacaoAej[] => {
  const padrao = ponto.dias.find((d) => d.horario)?.horario?.codigo ?? '';
  return ponto.dias.flatMap((dia) =>
    sequenciarDia(dia.tratado).map((pos) => {
      const m = pos.marcacao;
      const extra = ponto.extras.get(m.chave);
      const idRep =
        m.origem === 'original'
          ? ID_REP_P
          : m.origem === 'importada'
            ? (idRepExterno.get(extra?.repExternoId ?? -1) ?? null)
            : null;
      return {
        idtVinculoAej: idVinculo,
        dataHoraMarc: formatarDataHoraAfd({
          data: m.dataMarcacao,
          hora: toHhmm(m.minuto),
          offsetMinutos: offsetDoFuso(extra?.fuso ?? '-0300'),
        }),
        idRepAej: idRep,
        tpMarc: pos.tipo,
        seqEntSaida: pos.par,
        fonteMarc: m.origem === 'incluida' ? 'I' : 'O',
        // Obrigatório na 1ª entrada do dia: o horário contratual do dia (ou o vigente, em folga).
        codHorContratual: pos.primeiraEntrada ? (dia.horario?.codigo ?? padrao) : '',
        motivo: pos.tipo === 'D' || m.origem === 'incluida' ? (m.motivo ?? '') : '',
      };
    }),
  );
};

/**
 * Registro 07 código 3: movimentos de banco de horas de cada dia já apurado, lidos do cálculo do
 * espelho (o mesmo motor e as mesmas regras: nada recalculado aqui). Crédito (tipoMovBH 1) é o
 * saldo positivo que foi ao banco; débito (2) é o saldo negativo debitado do banco mais a folga
 * compensada com banco (ação de escala) — a mesma soma do total do espelho. Minutos inteiros
 * (a hora noturna reduzida pode dar frações de minuto; arredonda-se ao minuto mais próximo).
 */
export const movimentosBancoAej = (
  linhas: readonly LinhaCalculada[],
  idVinculo: number,
): AusenciaAej[] =>
  linhas.flatMap((l) => {
    if (!l.resultado) return [];
    const credito = Math.round(l.resultado.bancoHoras.credito);
    const debito = Math.round(l.resultado.bancoHoras.debito + l.compensacaoBancoHoras);
    const movimento = (qtMinutos: number, tipoMovBH: 'credito' | 'debito'): AusenciaAej => ({
      idtVinculoAej: idVinculo,
      tipoAusenOuComp: 'banco-horas',
      data: l.data,
      qtMinutos,
      tipoMovBH,
    });
    return [
      ...(credito > 0 ? [movimento(credito, 'credito')] : []),
      ...(debito > 0 ? [movimento(debito, 'debito')] : []),
    ];
  });

/**
 * Registro 07 código 3, a outra fonte do banco: os lançamentos manuais do RH (crédito: tipoMovBH
 * 1; débito: 2) na sua data, já sem os desfeitos (o par lançamento/estorno sai junto, como no
 * motor do banco). Pagamento do saldo em folha não é movimento do leiaute (só crédito e
 * compensação/débito): fica no fechamento do banco, não no AEJ.
 */
export const lancamentosBancoAej = (
  lancamentos: readonly LancamentoEfetivo[],
  idVinculo: number,
): AusenciaAej[] =>
  lancamentos.map((l) => ({
    idtVinculoAej: idVinculo,
    tipoAusenOuComp: 'banco-horas',
    data: l.data,
    qtMinutos: l.minutos,
    tipoMovBH: l.tipo,
  }));

/**
 * Registro 07 códigos 2 e 1: faltas não justificadas e DSR, lidos do cálculo do espelho (escala
 * efetiva, regras de cálculo em vigor e ausências justificadas: a mesma apuração do espelho, do
 * painel e do banco de horas). Falta (código 2) é o dia já apurado com falta que a ausência
 * justificada não cobre (`faltaInjustificada` do motor: dia de trabalho da escala sem marcação; a
 * mesma falta que tira o DSR). Atraso ou saída antecipada não é falta; folga da escala, ausência
 * justificada do dia inteiro (abonada ou não) também não. DSR (código 1) é o descanso semanal
 * de cada semana do espelho que caiu num dia já apurado (perdido ou não: o dia é de descanso).
 */
export const ausenciasAej = (
  espelho: { linhas: readonly LinhaCalculada[]; semanas: readonly SemanaDsr[] },
  idVinculo: number,
): AusenciaAej[] => {
  const registro = (tipoAusenOuComp: 'falta' | 'dsr', data: string): AusenciaAej => ({
    idtVinculoAej: idVinculo,
    tipoAusenOuComp,
    data,
    qtMinutos: null,
    tipoMovBH: null,
  });
  const apurados = new Set<string>();
  const faltas: AusenciaAej[] = [];
  for (const l of espelho.linhas) {
    if (!l.resultado) continue;
    apurados.add(l.data);
    // A justificativa que foi ao motor: `abona` já resolvido pela regra do dia.
    const j = l.ausencia ? justificativaDoDia(l.ausencia, l.ausencia.abona) : null;
    if (faltaInjustificada(j, l.resultado) > 0) faltas.push(registro('falta', l.data));
  }
  // A semana sem DSR no fim do período aponta o domingo seguinte, ainda não apurado: fica fora.
  const dsr = espelho.semanas.filter((s) => apurados.has(s.dsr)).map((s) => registro('dsr', s.dsr));
  return [...faltas, ...dsr].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
};

/**
 * Monta o AEJ (Portaria 671 Anexo VI) dos dados tratados: REPs usados, vínculos, horários
 * contratuais e marcações originais/incluídas/desconsideradas com motivo (pelo horário
 * contratual: `loadPontoTratado`), ausências e banco de horas (pelo cálculo do espelho:
 * `apuracao.calcularEspelhos`) e o PTRP.
 */
export const montarArquivoAej = async (
  db: Db,
  p: PlanoAej,
  apuracao: ApuracaoService,
): Promise<ArquivoAej> => {
  const repo = arquivosFiscaisRepository({ db, empresaId: p.empresaId });
  const pessoas = (await repo.pessoasDaFilial(p.filialId)).filter(
    (u) => (!u.admissao || u.admissao <= p.dataFim) && (!u.demissao || u.demissao >= p.dataInicio),
  );
  const pontos = await loadPontoTratado({
    db,
    empresaId: p.empresaId,
    pessoas,
    inicio: p.dataInicio,
    fim: p.dataFim,
  });
  const hasHorario = (pt: PontoTratado) => pt.dias.some((d) => d.horario);
  const comDados = pontos.filter((pt) => hasHorario(pt) || pt.tratadas.length > 0);
  const semHorario = comDados.filter(
    (pt) => !hasHorario(pt) && pt.tratadas.some((m) => !m.pendente),
  );
  if (semHorario.length > 0) {
    const nomes = semHorario
      .map((pt) => pessoas.find((u) => u.id === pt.usuarioId)?.nome)
      .join(', ');
    throw new AppError(
      'SEM_HORARIO_CONTRATUAL',
      `Colaborador(es) sem horário contratual (AEJ registro 04 obrigatório): ${nomes}.`,
      409,
    );
  }
  const externos = (await repo.repsExternos()).filter((r) =>
    comDados.some((pt) => [...pt.extras.values()].some((x) => x.repExternoId === r.id)),
  );
  const idRepExterno = new Map(externos.map((r, i) => [r.id, ID_REP_P + 1 + i]));
  const espelhos = await apuracao.calcularEspelhos({
    db,
    empresaId: p.empresaId,
    pessoas: comDados.map((pt) => pessoas.find((u) => u.id === pt.usuarioId)!),
    inicio: p.dataInicio,
    fim: p.dataFim,
    hoje: p.hoje,
  });
  const espelhoDe = new Map(espelhos.map((e) => [e.usuarioId, e]));
  const lancamentos = await listLancamentosEfetivos(
    { db, empresaId: p.empresaId },
    comDados.map((pt) => pt.usuarioId),
    p.dataInicio,
    p.dataFim,
  );
  const horarios = new Map<string, HorarioContratualAej>();
  const vinculos: VinculoAej[] = [];
  const marcacoes: MarcacaoAej[] = [];
  const ausencias: AusenciaAej[] = [];
  comDados.forEach((pt, i) => {
    const pessoa = pessoas.find((u) => u.id === pt.usuarioId)!;
    const idVinculo = i + 1;
    vinculos.push({ idtVinculoAej: idVinculo, cpf: pessoa.cpf, nomeEmp: pessoa.nome });
    for (const d of pt.dias) {
      if (d.horario && !horarios.has(d.horario.codigo))
        horarios.set(d.horario.codigo, {
          codHorContratual: d.horario.codigo,
          durJornada: d.horario.duracaoMinutos,
          horarios: d.horario.horarios.map(([entrada, saida]) => ({ entrada, saida })),
        });
    }
    marcacoes.push(...marcacoesAej(pt, idVinculo, idRepExterno));
    const espelho = espelhoDe.get(pt.usuarioId) ?? { linhas: [], semanas: [] };
    ausencias.push(
      ...[
        ...ausenciasAej(espelho, idVinculo),
        ...movimentosBancoAej(espelho.linhas, idVinculo),
        ...lancamentosBancoAej(
          lancamentos.filter((l) => l.usuarioId === pt.usuarioId),
          idVinculo,
        ),
      ].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0)),
    );
  });
  return {
    cabecalho: {
      tpIdtEmpregador: p.cnpj.length === 11 ? 'cpf' : 'cnpj',
      idtEmpregador: p.cnpj,
      caepf: p.caepf ?? '',
      cno: p.cno ?? '',
      razaoOuNome: p.razaoSocial,
      dataInicialAej: p.dataInicio,
      dataFinalAej: p.dataFim,
      dataHoraGerAej: p.geradoEm,
      versaoAej: IDENTIFICACAO_PTRP.versaoAej,
    },
    reps: [
      { idRepAej: ID_REP_P, tpRep: 'REP-P', nrRep: p.numeroInpi },
      ...externos.map((r) => ({
        idRepAej: idRepExterno.get(r.id)!,
        tpRep: r.tipo as 'REP-C' | 'REP-A',
        nrRep: r.numero,
      })),
    ],
    vinculos,
    horarios: [...horarios.values()],
    marcacoes,
    matriculas: [],
    ausencias,
    programa: {
      nomeProg: IDENTIFICACAO_PTRP.nomePrograma,
      versaoProg: IDENTIFICACAO_PTRP.versaoPrograma,
      tpIdtDesenv: IDENTIFICACAO_PTRP.tipoIdDesenvolvedor,
      idtDesenv: IDENTIFICACAO_PTRP.idDesenvolvedor,
      razaoNomeDesenv: IDENTIFICACAO_PTRP.razaoSocialDesenvolvedor,
      emailDesenv: IDENTIFICACAO_PTRP.emailDesenvolvedor,
    },
  };
};
