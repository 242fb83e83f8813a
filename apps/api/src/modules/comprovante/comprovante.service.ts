import { createHash } from 'node:crypto';
import type { ComprovanteItem } from '@jornada/contracts';
import { type ColetorAfd, calcularHashMarcacao, itensComprovante } from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import type { CertificadoService } from '../certificado/index.ts';
import { assinarPdf } from '../certificado/index.ts';
import {
  codigoComprovante,
  dhGravado,
  dhMarcado,
  marcacaoRepository,
  paraContrato,
  urlComprovante,
} from '../marcacao/index.ts';
import { gerarPdfComprovante } from './comprovante.pdf.ts';
import {
  comprovanteRepository,
  findComprovantePublico,
  type MarcacaoComprovante,
} from './comprovante.repository.ts';

/** Quem vê o comprovante de outra pessoa: o RH (tratamento de marcações). */
const ROTA_RH = '/dashboard/admin/tratamento';
const HORAS_MINIMAS = 48;
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Página pública do app web que confere o comprovante (spec §2: rota pública). */
export const urlVerificacao = (origem: string, codigo: string) =>
  `${origem}/comprovantes-marcacao-ponto?codigo=${codigo}`;

/** Nome comum (CN) do titular do certificado, para a nota da assinatura. */
const nomeComum = (titular: string) => /CN=([^,]+)/.exec(titular)?.[1] ?? titular;

const mascararCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

const dadosComprovante = (r: MarcacaoComprovante) => ({
  nsr: r.m.nsr,
  empregador: { nome: r.empregador, tipoId: 'cnpj' as const, id: r.cnpj },
  trabalhador: { nome: r.trabalhador, cpf: r.m.cpf },
  marcadoEm: dhMarcado(r.m),
  rep: { tipo: 'REP-P' as const, numeroInpi: r.numeroInpi, hash: r.m.hash },
});

const observacoes = (r: MarcacaoComprovante): string[] =>
  r.m.offline
    ? [
        `Marcação off-line: registrada no dispositivo e recebida pelo REP-P em ${dhGravado(r.m).slice(0, 16).replace('T', ' ')} (${dhGravado(r.m).slice(-5)}).`,
      ]
    : [];

export type ComprovanteDeps = { db: Db; clock: () => Date; certificados: CertificadoService };

export const createComprovanteService = ({ db, clock, certificados }: ComprovanteDeps) => {
  /**
   * PDF assinado (PAdES) do comprovante (Portaria 671 arts. 79–80): o próprio trabalhador, a
   * qualquer momento, sem pedir a ninguém; o RH também. Para os demais o comprovante não existe.
   */
  const pdf = async (auth: AuthContext, codigo: string, origem: string) => {
    const r = await comprovanteRepository({ db, empresaId: auth.empresaId }).findPorCodigo(codigo);
    if (!r || (r.m.usuarioId !== auth.usuarioId && !auth.rotas.has(ROTA_RH)))
      throw naoEncontrado('Comprovante');
    const assinante = await certificados.assinanteDe(auth.empresaId);
    const codigoCurto = codigoComprovante(r.m.hash);
    const bruto = await gerarPdfComprovante({
      itens: itensComprovante(dadosComprovante(r)),
      codigo: codigoCurto,
      urlVerificacao: urlVerificacao(origem, codigoCurto),
      observacoes: observacoes(r),
      assinadoPor: nomeComum(assinante.titular),
    });
    const assinado = await assinarPdf(bruto, assinante, {
      motivo: 'Comprovante de Registro de Ponto do Trabalhador (Portaria MTP 671/2021, art. 79)',
      local: r.empregador,
      momento: clock(),
    });
    return { nome: `comprovante-${codigoCurto}.pdf`, bytes: assinado };
  };

  /** Comprovantes do próprio trabalhador; padrão: as últimas 48 horas (art. 80). */
  const listar = async (auth: AuthContext, q: { desde?: string; ate?: string }) => {
    const ate = q.ate ? new Date(q.ate) : clock();
    const desde = q.desde ? new Date(q.desde) : new Date(ate.getTime() - HORAS_MINIMAS * 3_600_000);
    if (desde > ate) throw new AppError('PERIODO_INVALIDO', 'desde posterior a ate.', 400, 'desde');
    if (ate.getTime() - desde.getTime() > 93 * 86_400_000)
      throw new AppError('PERIODO_LONGO', 'Período de no máximo 93 dias.', 400, 'desde');
    const rows = await marcacaoRepository({ db, empresaId: auth.empresaId }).listGravadasEntre(
      auth.usuarioId,
      desde,
      new Date(ate.getTime() + 1),
    );
    const items: ComprovanteItem[] = rows.map((m) => {
      const c = paraContrato(m);
      return {
        comprovanteId: codigoComprovante(m.hash),
        marcacaoId: m.id,
        nsr: m.nsr,
        dataHora: c.dataHora,
        data: c.data,
        hora: c.hora,
        offline: m.offline,
        hash: m.hash,
        url: urlComprovante(m.hash),
      };
    });
    return { desde: desde.toISOString(), ate: ate.toISOString(), items };
  };

  /** Conferência pública: existe, e o hash confere com os campos 1–7 e o hash anterior. */
  const verificar = async (codigo: string) => {
    const r = await findComprovantePublico(db, codigo);
    if (!r) throw naoEncontrado('Comprovante');
    const anterior = await comprovanteRepository({ db, empresaId: r.m.empresaId }).hashAnterior(
      r.m.filialId,
      r.m.nsr,
    );
    const recalculado = calcularHashMarcacao(
      {
        nsr: r.m.nsr,
        marcadoEm: dhMarcado(r.m),
        cpf: r.m.cpf,
        gravadoEm: dhGravado(r.m),
        coletor: String(r.m.coletor).padStart(2, '0') as ColetorAfd,
        offline: r.m.offline,
      },
      anterior,
      sha256,
    );
    const hashConfere = recalculado === r.m.hash;
    return {
      autentico: hashConfere,
      comprovanteId: codigoComprovante(r.m.hash),
      nsr: r.m.nsr,
      marcadoEm: dhMarcado(r.m),
      gravadoEm: dhGravado(r.m),
      offline: r.m.offline,
      empregador: { nome: r.empregador, cnpj: r.cnpj },
      trabalhador: { nome: r.trabalhador, cpf: mascararCpf(r.m.cpf) },
      numeroInpi: r.numeroInpi,
      hash: r.m.hash,
      hashAnterior: anterior,
      hashConfere,
    };
  };

  return { pdf, listar, verificar };
};
