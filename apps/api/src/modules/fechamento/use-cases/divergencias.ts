import type { AlcanceFechamento, Divergencia } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { listCompetenciaFechada } from '../../competencia/index.ts';
import { dataBr, type FechamentoDeps, resolverAlcance } from './comum.ts';

/** 95,5 → '1:36' (minutos arredondados). */
const horasMinutos = (minutos: number) => {
  const m = Math.round(minutos);
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
};

const TRATAMENTO: Record<string, string> = {
  inclusao: 'inclusão de marcação',
  desconsideracao: 'desconsideração de marcação',
  restauracao: 'restauração de marcação',
  justificativa: 'justificativa de marcação',
  'alteracao-data': 'alteração do dia da marcação',
};
const LANCAMENTO: Record<string, string> = {
  Ferias: 'férias',
  Recesso: 'recesso',
  DayOff: 'day off',
};

/**
 * A verificação do fechamento: recalcula os dias de cada pessoa do alcance ainda não fechada
 * (a mesma apuração do espelho) e lista, por pessoa e dia, o que impede fechar (marcações em
 * número ímpar, tratamentos, pedidos e sobreavisos pendentes) e os avisos que o RH pode aceitar
 * (falta sem justificativa). Regras em docs/decisoes/fechamento.md.
 */
export const verificarCompetencia = async (
  deps: FechamentoDeps,
  auth: AuthContext,
  q: AlcanceFechamento,
) => {
  const alcance = await resolverAlcance(deps, auth, q);
  const { escopo, inicio, fim, hoje } = alcance;
  const fechados = new Set(
    (await listCompetenciaFechada(escopo, alcance.competencia)).map((f) => f.usuarioId),
  );
  const pessoas = alcance.pessoas.filter((p) => !fechados.has(p.id));
  const nomes = new Map(pessoas.map((p) => [p.id, p.nome]));
  const ids = pessoas.map((p) => p.id);
  const lista: Divergencia[] = [];
  // Uma linha por pessoa, dia, tipo e descrição (dois pedidos iguais no mesmo dia viram um).
  const vistas = new Set<string>();
  const add = (d: Omit<Divergencia, 'nome'>) => {
    const k = `${d.usuarioId}|${d.data}|${d.tipo}|${d.descricao}`;
    if (vistas.has(k)) return;
    vistas.add(k);
    lista.push({ ...d, nome: d.usuarioId === null ? null : (nomes.get(d.usuarioId) ?? null) });
  };

  // Dias que o RH ou o gestor justificou ou ignorou na lista de divergências (com motivo).
  const tratativas = deps.lerTratativas
    ? await deps.lerTratativas(escopo, inicio, fim)
    : new Map<string, { acao: string; motivo: string | null; por: string | null }>();
  const aceita = (usuarioId: number, data: string) => {
    const t = tratativas.get(`${usuarioId}|${data}`);
    return t && t.acao !== 'solicitarTratamento' ? t : undefined;
  };

  // (1) Os espelhos recalculados: a apuração de cada dia do mês, em lotes.
  await deps.apuracao.calcularEmLotes(escopo, pessoas, { inicio, fim, hoje }, (lote) => {
    for (const e of lote)
      for (const l of e.linhas) {
        if (!l.resultado) continue;
        const tratativa = aceita(e.usuarioId, l.data);
        if (l.apuraveis.length % 2 === 1)
          add({
            usuarioId: e.usuarioId,
            data: l.data,
            tipo: 'marcacoesImpares',
            bloqueia: !tratativa,
            descricao: `${l.apuraveis.length} marcação(ões) no dia: falta uma entrada ou uma saída.${
              tratativa
                ? ` ${tratativa.acao === 'ignorar' ? 'Ignorada' : 'Justificada'}${tratativa.por ? ` por ${tratativa.por}` : ''}: ${tratativa.motivo ?? ''}`
                : ''
            }`,
          });
        else if (l.resultado.falta > 0 && !l.ausencia)
          add({
            usuarioId: e.usuarioId,
            data: l.data,
            tipo: 'faltaSemJustificativa',
            bloqueia: false,
            descricao: 'Falta sem justificativa: o dia será descontado na folha.',
          });
        const retida = l.resultado.horasExtras?.retida ?? 0;
        if (retida > 0)
          add({
            usuarioId: e.usuarioId,
            data: l.data,
            tipo: 'horaExtraRetida',
            bloqueia: false,
            descricao: `${horasMinutos(retida)} de horas extras não autorizadas retidas sem decisão do gestor: fechando assim, serão pagas (CLT art. 4º).`,
          });
      }
  });

  // (2) Pendências de cada módulo dono.
  for (const t of await deps.pendencias.tratamentos(escopo, ids, inicio, fim))
    add({
      usuarioId: t.usuarioId,
      data: t.data,
      tipo: 'tratamentoPendente',
      bloqueia: true,
      descricao: `Pedido de ${TRATAMENTO[t.tipo] ?? 'tratamento de marcação'} aguardando aprovação.`,
    });
  for (const l of await deps.pendencias.lancamentos(escopo, ids, inicio, fim))
    add({
      usuarioId: l.usuarioId,
      data: l.dataInicio < inicio ? inicio : l.dataInicio,
      tipo: 'lancamentoPendente',
      bloqueia: true,
      descricao: `Pedido de ${LANCAMENTO[l.tipo] ?? 'ausência'} de ${dataBr(l.dataInicio)} a ${dataBr(l.dataFim)} aguardando aprovação.`,
    });
  for (const s of await deps.pendencias.sobreavisos(escopo, ids, inicio, fim))
    add({
      usuarioId: s.usuarioId,
      data: s.inicio.slice(0, 10),
      tipo: 'sobreavisoPendente',
      bloqueia: true,
      descricao: `${s.natureza === 'espera' ? 'Espera' : 'Acionamento'} de sobreaviso às ${s.inicio.slice(11, 16)} aguardando aprovação.`,
    });

  lista.sort(
    (a, b) =>
      Number(b.bloqueia) - Number(a.bloqueia) ||
      (a.nome ?? '').localeCompare(b.nome ?? '', 'pt-BR') ||
      (a.data ?? '').localeCompare(b.data ?? '') ||
      a.tipo.localeCompare(b.tipo),
  );
  return { alcance, pessoas, divergencias: lista };
};
