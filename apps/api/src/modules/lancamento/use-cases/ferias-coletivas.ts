import type {
  ColaboradorColetivas,
  FeriasColetivasBody,
  PreviaColetivas,
  ResultadoColetivas,
} from '@jornada/contracts';
import {
  addDias,
  conferirFeriasColetivas,
  efeitoFeriasColetivas,
  formatarDataBr,
} from '@jornada/domain';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado, semPermissao } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { feriasColetivaRepository } from '../ferias-coletiva.repository.ts';
import { isRhLancamentos } from '../lancamento.permissao.ts';
import { auditar, type Deps, hoje, repo } from './comum.ts';
import { createFerias } from './ferias.ts';
import { iniciosColetivas } from './periodos-aquisitivos.ts';

const POR_PAGINA = 25;
const NOME_TIPO: Record<string, string> = {
  Ferias: 'férias',
  Recesso: 'recesso',
  DayOff: 'day off',
};

type Calculo = ColaboradorColetivas & { dias: number };

const grupoDe = (b: FeriasColetivasBody) =>
  b.departamentoId !== undefined ? { departamentoId: b.departamentoId } : { filialId: b.filialId! };

/**
 * Quem entra e com que saldo: sem admissão, admitido depois do início ou já ausente nesses dias
 * fica de fora (com o motivo); os demais pelo art. 140 (proporcionais) ou pelo período mais antigo
 * com saldo.
 */
const calcular = async (deps: Deps, d: Db | Tx, auth: AuthContext, b: FeriasColetivasBody) => {
  if (!isRhLancamentos(auth)) throw semPermissao('Só o RH marca férias coletivas.');
  const r = feriasColetivaRepository({ db: d, empresaId: auth.empresaId });
  const grupo = grupoDe(b);
  const nome = await r.findNomeGrupo(grupo);
  if (!nome) throw naoEncontrado(grupo.departamentoId ? 'Departamento' : 'Filial');
  const avisoEm = await hoje(d, auth, deps.clock);
  const jaMarcadas = await r.listInicios(grupo);
  const erros = conferirFeriasColetivas({
    inicio: b.inicio,
    dias: b.dias,
    avisoEm,
    iniciosJaMarcados: jaMarcadas,
  });
  if (erros.length > 0)
    throw new AppError(
      'FERIAS_COLETIVAS_INVALIDAS',
      erros.map((e) => e.mensagem).join(' '),
      422,
      erros[0]!.campo,
    );
  const fim = addDias(b.inicio, b.dias - 1);
  const ferias = createFerias(deps);
  const calculos: Calculo[] = [];
  for (const c of await r.listColaboradoresDoGrupo(grupo, b.inicio)) {
    const base = { usuarioId: c.id, nome: c.nome, admissao: c.admissao, dias: b.dias };
    const fora = (motivo: string): Calculo => ({
      ...base,
      situacao: 'Excluido',
      periodoAquisitivo: null,
      saldoAntes: 0,
      saldoDepois: 0,
      novoPeriodoAquisitivo: null,
      motivo,
    });
    if (!c.admissao) {
      calculos.push(fora('Sem data de admissão no cadastro.'));
      continue;
    }
    if (c.admissao > b.inicio) {
      calculos.push(fora(`Admitido em ${formatarDataBr(c.admissao)}, depois do início.`));
      continue;
    }
    const [ocupado] = await repo(d, auth).listAtivosNoIntervalo(c.id, b.inicio, fim);
    if (ocupado) {
      calculos.push(
        fora(
          `Já tem ${NOME_TIPO[ocupado.tipo] ?? ocupado.tipo} ${ocupado.status.toLowerCase()} de ${formatarDataBr(ocupado.dataInicio)} a ${formatarDataBr(ocupado.dataFim)}.`,
        ),
      );
      continue;
    }
    const periodos = await ferias.periodos(auth, c.id);
    const comSaldo = periodos
      .filter((p) => p.situacao !== 'EmAquisicao' && p.saldo > 0)
      .map((p) => p.inicio)
      .sort();
    // Coletivas anteriores do art. 140 já reiniciaram a contagem: o período em curso é o delas.
    const anteriores = iniciosColetivas(
      await repo(d, auth).list({ usuarioIds: [c.id], tipo: 'Ferias' }),
    );
    const efeito = efeitoFeriasColetivas({
      admissao: c.admissao,
      inicio: b.inicio,
      comSaldo,
      anteriores,
    });
    const saldoAntes =
      efeito.situacao === 'Proporcional'
        ? efeito.diasProporcionais
        : (periodos.find((p) => p.inicio === efeito.periodoAquisitivo)?.saldo ?? 0);
    const licenca = Math.max(0, b.dias - saldoAntes);
    calculos.push({
      ...base,
      situacao: efeito.situacao,
      periodoAquisitivo: efeito.periodoAquisitivo,
      saldoAntes,
      saldoDepois: Math.max(0, saldoAntes - b.dias),
      novoPeriodoAquisitivo:
        efeito.situacao === 'Proporcional' ? efeito.novoPeriodoAquisitivo : null,
      motivo:
        licenca === 0
          ? null
          : efeito.situacao === 'Proporcional'
            ? `Menos de 12 meses de casa: ${saldoAntes} dias proporcionais; os outros ${licenca} são licença remunerada (CLT art. 140).`
            : `Saldo de ${saldoAntes} dias: os outros ${licenca} são licença remunerada.`,
    });
  }
  const afetados = calculos.filter((c) => c.situacao !== 'Excluido').length;
  const paginas = Math.max(1, Math.ceil(calculos.length / POR_PAGINA));
  const pagina = Math.min(b.pagina, paginas);
  const previa: PreviaColetivas & { inicios: number } = {
    inicios: jaMarcadas.length,
    inicio: b.inicio,
    fim,
    dias: b.dias,
    avisoEm,
    grupo: nome,
    afetados,
    excluidos: calculos.length - afetados,
    pagina,
    paginas,
    colaboradores: calculos
      .slice((pagina - 1) * POR_PAGINA, pagina * POR_PAGINA)
      .map(({ dias: _dias, ...c }) => c),
  };
  return { previa, calculos, grupo };
};

/** Férias coletivas (CLT arts. 139–141): prévia de quem é atingido e confirmação numa transação. */
export const createFeriasColetivas = (deps: Deps) => ({
  previa: async (auth: AuthContext, b: FeriasColetivasBody): Promise<PreviaColetivas> => {
    const { inicios: _inicios, ...previa } = (await calcular(deps, deps.db, auth, b)).previa;
    return previa;
  },

  /** Um lançamento de férias aprovado por colaborador atingido, todos ou nenhum, auditados. */
  confirmar: async (
    auth: AuthContext,
    b: FeriasColetivasBody,
  ): Promise<{ resultado: ResultadoColetivas; usuarioIds: number[] }> => {
    // O saldo vem da apuração, que lê pelo próprio banco: calculado antes da transação.
    const { previa, calculos, grupo } = await calcular(deps, deps.db, auth, b);
    const afetados = calculos.filter((c) => c.situacao !== 'Excluido');
    if (afetados.length === 0)
      throw new AppError(
        'SEM_COLABORADORES',
        'Nenhum colaborador deste grupo pode entrar nestas férias coletivas.',
        422,
        grupo.departamentoId ? 'departamentoId' : 'filialId',
      );
    return deps.db.transaction(async (tx) => {
      const inicios = await feriasColetivaRepository({
        db: tx,
        empresaId: auth.empresaId,
      }).listInicios(grupo);
      if (inicios.length !== previa.inicios)
        throw new AppError(
          'PREVIA_DESATUALIZADA',
          'Outras férias coletivas foram marcadas para este grupo: confira a prévia de novo.',
          409,
          'inicio',
        );
      const agora = deps.clock();
      const coletiva = await feriasColetivaRepository({ db: tx, empresaId: auth.empresaId }).insert(
        {
          ...grupo,
          inicio: b.inicio,
          fim: previa.fim,
          dias: b.dias,
          avisoEm: previa.avisoEm,
          observacao: b.observacao ?? null,
          autorId: auth.usuarioId,
          criadoEm: agora,
        },
      );
      const r = repo(tx, auth);
      for (const c of afetados) {
        await r.travarColaborador(c.usuarioId);
        // Tudo ou nada: quem ganhou um lançamento nesses dias depois da prévia barra a confirmação.
        const [ocupado] = await r.listAtivosNoIntervalo(c.usuarioId, b.inicio, previa.fim);
        if (ocupado)
          throw new AppError(
            'LANCAMENTO_SOBREPOSTO',
            `${c.nome} passou a ter ${NOME_TIPO[ocupado.tipo] ?? ocupado.tipo} nesses dias: confira a prévia de novo.`,
            409,
            'inicio',
          );
        const id = await r.insert(
          {
            usuarioId: c.usuarioId,
            tipo: 'Ferias',
            status: 'Aprovado',
            dataInicio: b.inicio,
            dataFim: previa.fim,
            dias: b.dias,
            periodoAquisitivo: c.periodoAquisitivo,
            observacao: `Férias coletivas: ${previa.grupo}${b.observacao ? ` — ${b.observacao}` : ''}`,
            solicitanteId: auth.usuarioId,
            criadoEm: agora,
            decididoPor: auth.usuarioId,
            decididoEm: agora,
            feriasColetivaId: coletiva.id,
          },
          [{ inicio: b.inicio, fim: previa.fim, dias: b.dias }],
        );
        const depois = (await r.find(id))!;
        await auditar(tx, auth, agora, { id, acao: 'ferias_coletivas', antes: null, depois });
      }
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'ferias_coletiva',
        entidadeId: coletiva.id,
        acao: 'criar',
        antes: null,
        depois: { ...coletiva, afetados: afetados.map((c) => c.usuarioId) },
        em: agora,
      });
      const { inicios: _inicios, ...resto } = previa;
      return {
        resultado: { ...resto, id: coletiva.id },
        usuarioIds: afetados.map((c) => c.usuarioId),
      };
    });
  },
});
