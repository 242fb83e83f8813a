import type { AssinarDocumentoBody } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError, naoEncontrado, semPermissao } from '../../../shared/errors.ts';
import { atorDe, registrarAuditoria } from '../../auditoria/index.ts';
import { assinarPdf } from '../../certificado/index.ts';
import { usuarioRepository } from '../../usuario/index.ts';
import type { AssinaturaDeps, Origem } from '../assinatura.deps.ts';
import { gerarCodigo, paraDocumento } from '../assinatura.mapeamento.ts';
import { anexarPaginaAssinatura, sha256 } from '../assinatura.pdf.ts';
import { assinaturaRepository } from '../assinatura.repository.ts';

/** Tentativas com senha ou código errado aceitas por pessoa numa janela de 15 minutos. */
const MAX_FALHAS = 5;
const JANELA_MS = 15 * 60_000;

export const documentoNaoEncontrado = () => naoEncontrado('Documento');

/** Caminho de verificação pública no app (a API atende em GET /api/assinatura/verificacao/{codigo}). */
export const urlVerificacao = (origem: string, codigo: string) =>
  `${origem}/api/assinatura/verificacao/${codigo}`;

const nomeComum = (titular: string) => /CN=([^,]+)/.exec(titular)?.[1] ?? titular;

/**
 * A pessoa revisa, assina ou recusa os próprios documentos. Assinar exige a senha de acesso (e o
 * código TOTP de quem usa o segundo fator), conferidos pelo módulo auth; o PDF recebe a página de
 * assinatura e o selo PAdES da empresa; tudo com IP, navegador e SHA-256 na trilha.
 */
export const createAssinarDocumento = (deps: AssinaturaDeps) => {
  const { db, clock } = deps;

  const doProprio = async (auth: AuthContext, id: number) => {
    const d = await assinaturaRepository({ db, empresaId: auth.empresaId }).find(id);
    if (!d || d.usuarioId !== auth.usuarioId) throw documentoNaoEncontrado();
    return d;
  };

  const exigirPendente = (situacao: string) => {
    if (situacao === 'assinado')
      throw new AppError('DOCUMENTO_JA_ASSINADO', 'Este documento já foi assinado.', 409);
    if (situacao === 'recusado')
      throw new AppError('DOCUMENTO_RECUSADO', 'Este documento foi recusado.', 409);
  };

  const registrarFalha = (auth: AuthContext, id: number, origem: Origem, campo: string) =>
    db.transaction(async (tx) => {
      await assinaturaRepository({ db: tx, empresaId: auth.empresaId }).insertEventos([
        {
          documentoId: id,
          evento: 'credencial-recusada',
          usuarioId: auth.usuarioId,
          em: clock(),
          ip: origem.ip,
          userAgent: origem.userAgent,
          detalhe: { campo },
        },
      ]);
    });

  const falhasRecentes = (auth: AuthContext) =>
    assinaturaRepository({ db, empresaId: auth.empresaId }).contarFalhasDesde(
      auth.usuarioId,
      new Date(clock().getTime() - JANELA_MS),
    );

  /** Confere a senha (e o TOTP, se ativo); cada falha fica na trilha e conta para o limite. */
  const confirmarIdentidade = async (
    auth: AuthContext,
    id: number,
    b: AssinarDocumentoBody,
    origem: Origem,
  ): Promise<'senha' | 'senha+totp'> => {
    if ((await falhasRecentes(auth)) >= MAX_FALHAS)
      throw new AppError(
        'MUITAS_TENTATIVAS',
        'Muitas tentativas com senha incorreta. Aguarde 15 minutos e tente de novo.',
        429,
      );
    const u = await usuarioRepository({ db, empresaId: auth.empresaId }).findById(auth.usuarioId);
    const ok = await deps.identidade.senhaConfere(u?.ativo ? u.senhaHash : null, b.senha);
    if (!ok) {
      await registrarFalha(auth, id, origem, 'senha');
      throw new AppError('SENHA_INCORRETA', 'senha: a senha não confere.', 400, 'senha');
    }
    if (!(await deps.identidade.totp.ativo(auth.empresaId, auth.usuarioId))) return 'senha';
    if (!b.codigoTotp)
      throw new AppError(
        'CODIGO_OBRIGATORIO',
        'codigoTotp: informe o código de verificação do aplicativo autenticador.',
        400,
        'codigoTotp',
      );
    if (
      !(await deps.identidade.totp.conferir(auth.empresaId, auth.usuarioId, b.codigoTotp, true))
    ) {
      await registrarFalha(auth, id, origem, 'codigoTotp');
      throw new AppError(
        'CODIGO_INVALIDO',
        'codigoTotp: código de verificação inválido.',
        400,
        'codigoTotp',
      );
    }
    return 'senha+totp';
  };

  /** O PDF para revisar (ou o selado, depois de assinado); a primeira abertura marca "visualizado". */
  const abrir = async (auth: AuthContext, id: number, origem: Origem) => {
    const d = await doProprio(auth, id);
    if (d.situacao === 'enviado')
      await db.transaction(async (tx) => {
        const repo = assinaturaRepository({ db: tx, empresaId: auth.empresaId });
        const em = clock();
        const [marcado] = await repo.marcarVisualizado(id, em);
        if (marcado)
          await repo.insertEventos([
            { documentoId: id, evento: 'visualizado', usuarioId: auth.usuarioId, em, ...origem },
          ]);
      });
    const arq = await assinaturaRepository({ db, empresaId: auth.empresaId }).findOriginal(id);
    return { nome: arq!.nomeArquivo, conteudo: arq!.selado ?? arq!.original };
  };

  const assinar = async (
    auth: AuthContext,
    id: number,
    b: AssinarDocumentoBody,
    origem: Origem,
  ) => {
    if (auth.hqSuporteId) throw semPermissao('O suporte (HQ) não assina documentos pela pessoa.');
    const d = await doProprio(auth, id);
    exigirPendente(d.situacao);
    const metodo = await confirmarIdentidade(auth, id, b, origem);
    const repo = assinaturaRepository({ db, empresaId: auth.empresaId });
    const [arq, pessoa, empresa, assinante] = await Promise.all([
      repo.findOriginal(id),
      repo.findPessoa(auth.usuarioId),
      repo.findEmpresa(),
      deps.certificados.assinanteDe(auth.empresaId),
    ]);
    const em = clock();
    const codigo = gerarCodigo();
    const comPagina = await anexarPaginaAssinatura(Buffer.from(arq!.original), {
      titulo: d.titulo,
      empresa: empresa?.nome ?? '',
      cnpj: empresa?.cnpj ?? '',
      signatario: pessoa!.nome,
      cpf: pessoa!.cpf,
      em,
      ip: origem.ip,
      userAgent: origem.userAgent,
      metodo,
      sha256: d.sha256,
      codigo,
      urlVerificacao: urlVerificacao(deps.urlPublica, codigo),
      assinadoPor: nomeComum(assinante.titular),
    });
    const selado = await assinarPdf(comPagina, assinante, {
      motivo: `Assinatura eletrônica de ${pessoa!.nome}: ${d.titulo}`,
      local: empresa?.nome ?? '',
      momento: em,
    });
    const sha256Selado = sha256(selado);
    await db.transaction(async (tx) => {
      const r = assinaturaRepository({ db: tx, empresaId: auth.empresaId });
      const atual = await r.findParaAtualizar(id);
      exigirPendente(atual!.situacao);
      await r.marcarAssinado(id, { em, metodo, ...origem, codigo, selado, sha256Selado });
      await r.insertEventos([
        {
          documentoId: id,
          evento: 'assinado',
          usuarioId: auth.usuarioId,
          em,
          ...origem,
          detalhe: { metodo, sha256: d.sha256, sha256Selado, codigo },
        },
      ]);
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'documento_assinatura',
        entidadeId: id,
        acao: 'assinar',
        antes: { situacao: atual!.situacao },
        depois: { situacao: 'assinado', sha256: d.sha256, sha256Selado, codigo, ip: origem.ip },
        em,
      });
    });
    return paraDocumento((await repo.find(id))!);
  };

  const recusar = async (auth: AuthContext, id: number, motivo: string, origem: Origem) => {
    if (auth.hqSuporteId) throw semPermissao('O suporte (HQ) não recusa documentos pela pessoa.');
    await doProprio(auth, id);
    const em = clock();
    await db.transaction(async (tx) => {
      const r = assinaturaRepository({ db: tx, empresaId: auth.empresaId });
      const atual = await r.findParaAtualizar(id);
      exigirPendente(atual!.situacao);
      await r.marcarRecusado(id, { em, motivo, ...origem });
      await r.insertEventos([
        {
          documentoId: id,
          evento: 'recusado',
          usuarioId: auth.usuarioId,
          em,
          ...origem,
          detalhe: { motivo },
        },
      ]);
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'documento_assinatura',
        entidadeId: id,
        acao: 'recusar',
        antes: { situacao: atual!.situacao },
        depois: { situacao: 'recusado', motivo },
        em,
      });
    });
    return paraDocumento((await assinaturaRepository({ db, empresaId: auth.empresaId }).find(id))!);
  };

  return { abrir, assinar, recusar };
};
