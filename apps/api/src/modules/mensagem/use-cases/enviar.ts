import type { mensagemEnvioSchema } from '@jornada/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, semPermissao } from '../../../shared/errors.ts';
import type { ArquivoRecebido } from '../../../shared/multipart.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { isRhMensagens, type MensagemDeps, type Repo } from '../mensagem.comum.ts';
import { mensagemRepository } from '../mensagem.repository.ts';
import { validarAnexo } from './anexo.ts';
import type { createEntrega } from './entrega.ts';

type Envio = z.output<typeof mensagemEnvioSchema>;
type Destinos = Pick<Envio, 'pessoas' | 'departamentos' | 'grupos'>;

const NOMES = {
  pessoas: ['Pessoa não encontrada ou inativa', 'Pessoas não encontradas ou inativas'],
  departamentos: ['Departamento não encontrado', 'Departamentos não encontrados'],
  grupos: ['Grupo não encontrado', 'Grupos não encontrados'],
} as const;

/** Cada id escolhido precisa existir (ativo) na empresa de quem envia. */
const conferirExistencia = async (repo: Repo, d: Destinos) => {
  for (const tipo of ['pessoas', 'departamentos', 'grupos'] as const) {
    const pedidos = [...new Set(d[tipo])];
    const existentes = new Set(await repo.findExistentes(tipo, pedidos));
    const faltam = pedidos.filter((id) => !existentes.has(id));
    if (faltam.length > 0) {
      const [um, varios] = NOMES[tipo];
      throw new AppError(
        'DESTINO_INEXISTENTE',
        `${faltam.length === 1 ? um : varios}: ${faltam.slice(0, 10).join(', ')}.`,
        400,
        tipo,
      );
    }
  }
};

/** O gestor envia só a pessoas da própria equipe (usuario.gestor_id); o RH, a qualquer destino. */
const conferirAlcance = async (repo: Repo, auth: AuthContext, d: Destinos) => {
  if (isRhMensagens(auth)) return;
  if (d.departamentos.length > 0 || d.grupos.length > 0)
    throw semPermissao('Gestores enviam mensagens só a pessoas da própria equipe.');
  const pedidos = [...new Set(d.pessoas)];
  const equipe = new Set(await repo.idsDaEquipe(auth.usuarioId, pedidos));
  if (pedidos.some((id) => !equipe.has(id)))
    throw semPermissao('Só pessoas da sua equipe podem receber as suas mensagens.');
};

/**
 * Envia uma mensagem: resolve departamentos e grupos nas pessoas de agora, grava a mensagem e uma
 * linha por pessoa (app entregue; push, e-mail e SMS na fila; SMS sem telefone para quem não tem
 * celular no cadastro) com a auditoria, numa transação; depois do commit, a entrega por push,
 * e-mail e SMS roda em segundo plano.
 */
export const createEnviar =
  (deps: MensagemDeps, entrega: ReturnType<typeof createEntrega>) =>
  async (auth: AuthContext, envio: Envio, arquivo?: ArquivoRecebido) => {
    const anexo = arquivo ? validarAnexo(arquivo) : null;
    if (envio.sms && !deps.sms)
      throw new AppError('SMS_DESLIGADO', 'O envio por SMS não está configurado.', 400, 'sms');
    const destinos: Destinos = {
      pessoas: [...new Set(envio.pessoas)],
      departamentos: [...new Set(envio.departamentos)],
      grupos: [...new Set(envio.grupos)],
    };
    if (destinos.pessoas.length + destinos.departamentos.length + destinos.grupos.length === 0)
      throw new AppError(
        'DESTINO_VAZIO',
        'Escolha ao menos uma pessoa, departamento ou grupo.',
        400,
        'pessoas',
      );
    const agora = deps.clock();
    const r = await deps.db.transaction(async (tx) => {
      const repo = mensagemRepository({ db: tx, empresaId: auth.empresaId });
      await conferirAlcance(repo, auth, destinos);
      await conferirExistencia(repo, destinos);
      const pessoas = await repo.resolverPessoas(destinos);
      if (pessoas.length === 0)
        throw new AppError(
          'DESTINO_SEM_PESSOAS',
          'Os departamentos e grupos escolhidos não têm pessoas ativas.',
          400,
          destinos.departamentos.length > 0 ? 'departamentos' : 'grupos',
        );
      const remetente = await repo.findUsuario(auth.usuarioId);
      const mensagemId = await repo.insertMensagem({
        remetenteId: auth.usuarioId,
        titulo: envio.titulo,
        texto: envio.texto,
        exigirConfirmacao: envio.exigirConfirmacao,
        canalPush: envio.push,
        canalEmail: envio.email,
        canalSms: envio.sms,
        destinos,
        anexoNome: anexo?.nome ?? null,
        anexoTipo: anexo?.tipo ?? null,
        anexoConteudo: anexo?.conteudo ?? null,
        enviadaEm: agora,
      });
      await repo.insertDestinatarios(
        mensagemId,
        pessoas.map((p) => ({
          usuarioId: p.id,
          statusApp: 'entregue',
          statusPush: envio.push ? 'na_fila' : null,
          statusEmail: envio.email ? 'na_fila' : null,
          // SMS ao celular do cadastro do colaborador; quem não tem celular fica sem telefone.
          statusSms: envio.sms ? (p.celular ? 'na_fila' : 'sem_telefone') : null,
        })),
      );
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'mensagem',
        entidadeId: mensagemId,
        acao: 'enviar',
        depois: {
          titulo: envio.titulo,
          destinos,
          destinatarios: pessoas.map((p) => p.id),
          exigirConfirmacao: envio.exigirConfirmacao,
          canais: { push: envio.push, email: envio.email, sms: envio.sms },
          anexo: anexo
            ? { nome: anexo.nome, tipo: anexo.tipo, bytes: anexo.conteudo.length }
            : null,
        },
        em: agora,
      });
      return { mensagemId, pessoas, remetenteNome: remetente?.nome ?? '' };
    });
    entrega.agendar({
      empresaId: auth.empresaId,
      mensagemId: r.mensagemId,
      titulo: envio.titulo,
      texto: envio.texto,
      remetenteNome: r.remetenteNome,
      push: envio.push,
      email: envio.email,
      sms: envio.sms,
      pessoas: r.pessoas,
    });
    return r.mensagemId;
  };
