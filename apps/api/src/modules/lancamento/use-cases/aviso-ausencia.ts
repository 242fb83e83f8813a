import type { SalvarAvisoAusenciaBody } from '@jornada/contracts';
import { diferencaDias, motivoAusencia, toMinutos } from '@jornada/domain';
import type { Tx } from '../../../db/client.ts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../../shared/errors.ts';
import type { ArquivoRecebido } from '../../../shared/multipart.ts';
import {
  cancelarAusenciaAceita,
  isMotivoAbono,
  registrarAusenciaAceita,
} from '../../abono/index.ts';
import { exigirCompetenciaAberta } from '../../competencia/index.ts';
import { validarAnexoAviso } from '../aviso-ausencia.anexo.ts';
import { avisoAusenciaRepository } from '../aviso-ausencia.repository.ts';
import { paraFio } from '../lancamento.mapper.ts';
import { colaboradorVisivel, exigirSolicitante } from '../lancamento.permissao.ts';
import type { LancamentoComPeriodos } from '../lancamento.repository.ts';
import { auditar, type Deps, repo } from './comum.ts';
import { exigirSemSobreposicao } from './sobreposicao.ts';

/** O atestado médico é o próprio comprovante da ausência (Lei 605/49 art. 6º §1º, f). */
const EXIGE_ANEXO = new Set(['ATESTADO_MEDICO']);

const erro = (codigo: string, mensagem: string, campo: string, status = 400) =>
  new AppError(codigo, mensagem, status, campo);

const avisos = (tx: Tx, auth: AuthContext) =>
  avisoAusenciaRepository({ db: tx, empresaId: auth.empresaId });

export const createAvisoAusencia = (deps: Deps) => ({
  /**
   * POST /SolicitarAvisoAusencia: o colaborador avisa a ausência (consulta, juízo, doação de
   * sangue…) com o comprovante; fica Pendente até o gestor da equipe ou o RH decidir se a aceita
   * como justificada (CLT art. 473). Pode ser antes do dia ou depois (o atestado vem depois).
   */
  salvar: (auth: AuthContext, b: SalvarAvisoAusenciaBody, arquivo: ArquivoRecebido | undefined) =>
    deps.db.transaction(async (tx) => {
      const usuarioId = b.usuarioId ?? auth.usuarioId;
      const c = await colaboradorVisivel(tx, auth, usuarioId);
      exigirSolicitante(auth, usuarioId);
      await repo(tx, auth).travarColaborador(c.id);
      if (!isMotivoAbono(b.motivo))
        throw erro('MOTIVO_INVALIDO', 'Motivo: escolha um dos motivos da lista.', 'motivo');
      const anexo = arquivo ? validarAnexoAviso(arquivo) : null;
      if (!anexo && EXIGE_ANEXO.has(b.motivo))
        throw erro(
          'ANEXO_OBRIGATORIO',
          `Anexo: envie o comprovante (${motivoAusencia(b.motivo).descricao.toLowerCase()}).`,
          'anexo',
        );
      const dataFim = b.dataFim ?? b.dataInicio;
      if ((c.admissao && b.dataInicio < c.admissao) || (c.demissao && dataFim > c.demissao))
        throw erro(
          'FORA_DO_CONTRATO',
          'Data de início: o período está fora do contrato do colaborador (admissão a demissão).',
          'dataInicio',
        );
      await exigirCompetenciaAberta(
        { db: tx, empresaId: auth.empresaId },
        c.id,
        b.dataInicio,
        dataFim,
      );
      await exigirSemSobreposicao(
        tx,
        auth,
        c.id,
        [{ inicio: b.dataInicio, fim: dataFim }],
        'dataInicio',
      );
      const agora = deps.clock();
      const r = repo(tx, auth);
      const id = await r.insert({
        usuarioId: c.id,
        tipo: 'AvisoAusencia',
        dataInicio: b.dataInicio,
        dataFim,
        dias: diferencaDias(b.dataInicio, dataFim) + 1,
        motivo: b.motivo,
        observacao: b.observacao ?? null,
        solicitanteId: auth.usuarioId,
        criadoEm: agora,
      });
      const minutos = {
        minutoInicio: b.horaInicio === undefined ? null : toMinutos(b.horaInicio),
        minutoFim: b.horaFim === undefined ? null : toMinutos(b.horaFim),
      };
      await avisos(tx, auth).insert(id, minutos, anexo, agora);
      const depois = (await r.find(id))!;
      await auditar(tx, auth, agora, { id, acao: 'solicitar', antes: null, depois });
      return paraFio(depois);
    }),

  /** O comprovante: quem vê o lançamento (o dono, o gestor da equipe, o RH); senão 404. */
  anexo: async (auth: AuthContext, lancamentoId: number) => {
    const l = await repo(deps.db, auth).find(lancamentoId);
    const semAnexo = () => naoEncontrado('Anexo');
    if (!l) throw semAnexo();
    await colaboradorVisivel(deps.db, auth, l.usuarioId).catch(() => {
      throw semAnexo();
    });
    const a = await avisoAusenciaRepository({ db: deps.db, empresaId: auth.empresaId }).findAnexo(
      lancamentoId,
    );
    if (!a) throw semAnexo();
    return { nome: a.nome, tipo: a.tipo, sha256: a.sha256, bytes: Buffer.from(a.conteudo) };
  },
});

/**
 * Efeito da decisão de um aviso de ausência, na transação da mudança de status: aprovar registra
 * a ausência justificada (abono, com quem aprovou como autor) que o espelho e o calendário leem;
 * cancelar um aprovado cancela essa ausência. Reprovar não registra nada: o dia fica como o
 * ponto mostrar (falta, se não houve trabalho).
 */
export const efeitoDoAviso = async (
  tx: Tx,
  auth: AuthContext,
  antes: LancamentoComPeriodos,
  status: 'Aprovado' | 'Reprovado' | 'Cancelado',
  motivo: string | undefined,
) => {
  if (antes.tipo !== 'AvisoAusencia' || !antes.aviso) return;
  if (status === 'Aprovado' && isMotivoAbono(antes.motivo ?? '')) {
    const ausenciaId = await registrarAusenciaAceita(tx, auth, {
      usuarioId: antes.usuarioId,
      dataInicio: antes.dataInicio,
      dataFim: antes.dataFim,
      minutoInicio: antes.aviso.minutoInicio,
      minutoFim: antes.aviso.minutoFim,
      motivo: antes.motivo as Parameters<typeof registrarAusenciaAceita>[2]['motivo'],
      observacao: antes.observacao,
    });
    await avisos(tx, auth).setAusencia(antes.id, ausenciaId);
  }
  if (status === 'Cancelado' && antes.status === 'Aprovado' && antes.aviso.ausenciaId !== null)
    await cancelarAusenciaAceita(
      tx,
      auth,
      antes.aviso.ausenciaId,
      motivo ?? 'Aviso de ausência cancelado.',
    );
};
