import type { Certificado } from '@jornada/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError } from '../../shared/errors.ts';
import { IDENTIFICACAO_PTRP } from '../../shared/identificacao-ptrp.ts';
import { atorDe, registrarAuditoria } from '../auditoria/index.ts';
import { abrirAssinante, importarPkcs12 } from './certificado.cripto.ts';
import { type CertificadoRow, certificadoRepository } from './certificado.repository.ts';
import type { Assinante } from './cms.ts';

export type CertificadoDeps = { db: Db; senha: string; clock: () => Date };

const paraContrato = (c: CertificadoRow, doDesenvolvedor: boolean): Certificado => ({
  id: c.id,
  origem: c.origem as Certificado['origem'],
  titular: c.titular,
  emissor: c.emissor,
  numeroSerie: c.numeroSerie,
  validoDe: c.validoDe.toISOString(),
  validoAte: c.validoAte.toISOString(),
  ativo: c.ativo,
  doDesenvolvedor,
});

/**
 * Certificados de assinatura: o da empresa ou, na falta, o do desenvolvedor (Portaria 671 art. 86:
 * AFD e comprovante pelo fabricante/desenvolvedor; AEJ pelo desenvolvedor ou empregador).
 */
export const createCertificadoService = ({ db, senha, clock }: CertificadoDeps) => {
  const abertos = new Map<string, Assinante>();

  const ativoDe = async (empresaId: number) => {
    const proprio = await certificadoRepository({ db, empresaId }).findAtivo();
    if (proprio) return { row: proprio, doDesenvolvedor: false };
    const dev = await certificadoRepository({
      db,
      empresaId: IDENTIFICACAO_PTRP.empresaDesenvolvedoraId,
    }).findAtivo();
    return dev ? { row: dev, doDesenvolvedor: true } : null;
  };

  /** Quem assina pela empresa; a chave aberta fica em memória (abrir custa o PBKDF2). */
  const assinanteDe = async (empresaId: number): Promise<Assinante> => {
    const ativo = await ativoDe(empresaId);
    if (!ativo)
      throw new AppError(
        'CERTIFICADO_AUSENTE',
        'Nenhum certificado de assinatura configurado. Envie o certificado A1 da empresa.',
        409,
      );
    const chave = `${ativo.row.empresaId}:${ativo.row.id}`;
    let assinante = abertos.get(chave);
    if (!assinante) {
      assinante = abrirAssinante(ativo.row, senha);
      abertos.set(chave, assinante);
    }
    return assinante;
  };

  const listar = async (auth: AuthContext): Promise<Certificado[]> => {
    const proprios = await certificadoRepository({ db, empresaId: auth.empresaId }).list();
    if (proprios.some((c) => c.ativo)) return proprios.map((c) => paraContrato(c, false));
    const ativo = await ativoDe(auth.empresaId);
    const dev = ativo?.doDesenvolvedor ? [paraContrato(ativo.row, true)] : [];
    return [...dev, ...proprios.map((c) => paraContrato(c, false))];
  };

  /** Importa o PKCS#12 (A1) e o torna o ativo da empresa; auditado. */
  const importar = async (
    auth: AuthContext,
    entrada: { arquivo: Buffer; senhaArquivo: string },
  ): Promise<Certificado> => {
    const guardado = importarPkcs12(entrada.arquivo, entrada.senhaArquivo, senha);
    if (guardado.validoAte < clock())
      throw new AppError('CERTIFICADO_VENCIDO', 'O certificado enviado está vencido.', 400);
    const row = await db.transaction(async (tx) => {
      const novo = await certificadoRepository({ db: tx, empresaId: auth.empresaId }).insertAtivo({
        ...guardado,
        origem: 'importado',
        criadoPorId: auth.usuarioId,
      });
      await registrarAuditoria(tx, {
        empresaId: auth.empresaId,
        ator: atorDe(auth),
        entidade: 'certificado_assinatura',
        entidadeId: String(novo.id),
        acao: 'importar',
        depois: { titular: novo.titular, emissor: novo.emissor, numeroSerie: novo.numeroSerie },
        em: clock(),
      });
      return novo;
    });
    return paraContrato(row, false);
  };

  return { assinanteDe, listar, importar };
};
export type CertificadoService = ReturnType<typeof createCertificadoService>;
