import { createHash } from 'node:crypto';
import {
  addDias,
  formatarDataHoraAfd,
  montarAej,
  nomeArquivoAfd,
  validarAej,
} from '@jornada/domain';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../shared/auth-context.ts';
import { AppError, naoEncontrado } from '../../shared/errors.ts';
import { instanteLocal } from '../../shared/fuso.ts';
import type { ApuracaoService } from '../apuracao/index.ts';
import type { CertificadoService } from '../certificado/index.ts';
import { assinarBytes, assinarResumo } from '../certificado/index.ts';
import { montarArquivoAej } from './aej.exportar.ts';
import { linhasAfd, type PlanoAfd } from './afd.exportar.ts';
import { arquivosFiscaisRepository } from './arquivos-fiscais.repository.ts';

type Periodo = { dataInicio: string; dataFim: string; filialId?: number; geradoEm?: string };

const agoraAfd = (agora: Date, fuso: string) => {
  const l = instanteLocal(agora, fuso);
  return formatarDataHoraAfd({ data: l.data, hora: l.hora, offsetMinutos: l.offsetMinutos });
};

/** Meia-noite local da data no fuso (início do dia do estabelecimento). */
const inicioDoDia = (data: string, fuso: string) => {
  const ingenuo = Date.parse(`${data}T00:00:00Z`);
  return new Date(ingenuo - instanteLocal(new Date(ingenuo), fuso).offsetMinutos * 60_000);
};

/**
 * Arquivos para a fiscalização (Portaria 671 arts. 81 e 83): AFD do REP-P (transmitido em blocos,
 * memória constante) e AEJ do PTRP, cada um com o `.p7s` destacado (CAdES) — arts. 86–88.
 */
export const createArquivosFiscaisService = (deps: {
  db: Db;
  clock: () => Date;
  certificados: CertificadoService;
  /** A apuração do período, que dá ao AEJ os movimentos de banco de horas e as faltas. */
  apuracao: ApuracaoService;
}) => {
  const { db, clock, certificados, apuracao } = deps;

  const repDa = async (auth: AuthContext, filialId?: number) => {
    const rep = await arquivosFiscaisRepository({ db, empresaId: auth.empresaId }).findRep(
      filialId,
    );
    if (!rep) throw naoEncontrado('REP-P da filial');
    return rep;
  };

  /** Plano do AFD: faixa de NSR gravada no período (fixável por `nsrFinal`) e datas do cabeçalho. */
  const planoAfd = async (
    auth: AuthContext,
    q: Periodo & { nsrFinal?: number },
  ): Promise<PlanoAfd> => {
    const rep = await repDa(auth, q.filialId);
    const repo = arquivosFiscaisRepository({ db, empresaId: auth.empresaId });
    const faixa = await repo.faixaNsr(
      rep.filialId,
      inicioDoDia(q.dataInicio, rep.fuso),
      inicioDoDia(addDias(q.dataFim, 1), rep.fuso),
    );
    const final =
      q.nsrFinal !== undefined && faixa ? Math.min(q.nsrFinal, faixa.final) : faixa?.final;
    const faixaFinal =
      faixa && final !== undefined && final >= faixa.inicial
        ? { inicial: faixa.inicial, final }
        : null;
    const datas = faixaFinal
      ? await repo.datasDaFaixa(rep.filialId, faixaFinal.inicial, faixaFinal.final)
      : null;
    return {
      empresaId: auth.empresaId,
      filialId: rep.filialId,
      numeroInpi: rep.numeroInpi,
      cnpj: rep.cnpj,
      caepf: rep.caepf,
      cno: rep.cno,
      razaoSocial: rep.razaoSocial,
      dataInicial: datas?.inicial ?? q.dataInicio,
      dataFinal: datas?.final ?? q.dataFim,
      geradoEm: q.geradoEm ?? agoraAfd(clock(), rep.fuso),
      faixa: faixaFinal,
    };
  };

  const afd = async (auth: AuthContext, q: Periodo & { nsrFinal?: number }) => {
    const plano = await planoAfd(auth, q);
    return {
      nome: nomeArquivoAfd({
        tipoRep: 'REP-P',
        numeroRep: plano.numeroInpi,
        idEmpregador: plano.cnpj,
      }),
      plano,
      linhas: linhasAfd(db, plano),
    };
  };

  /** `.p7s` do AFD: refaz o mesmo arquivo (mesmos geradoEm e nsrFinal) calculando só o resumo. */
  const afdAssinatura = async (auth: AuthContext, q: Periodo & { nsrFinal?: number }) => {
    if (!q.geradoEm || q.nsrFinal === undefined)
      throw new AppError(
        'PARAMETROS_ASSINATURA',
        'Informe geradoEm e nsrFinal do AFD emitido (cabeçalhos X-Afd-Gerado-Em e X-Afd-Nsr-Final).',
        400,
        'geradoEm',
      );
    const assinante = await certificados.assinanteDe(auth.empresaId);
    const { nome, linhas } = await afd(auth, q);
    const resumo = createHash('sha256');
    for await (const bloco of linhas) resumo.update(bloco);
    return { nome: `${nome}.p7s`, bytes: await assinarResumo(resumo.digest(), assinante, clock()) };
  };

  const aej = async (auth: AuthContext, q: Periodo) => {
    const rep = await repDa(auth, q.filialId);
    const hoje = instanteLocal(clock(), rep.fuso).data;
    const arquivo = await montarArquivoAej(
      db,
      {
        empresaId: auth.empresaId,
        filialId: rep.filialId,
        numeroInpi: rep.numeroInpi,
        cnpj: rep.cnpj,
        caepf: rep.caepf,
        cno: rep.cno,
        razaoSocial: rep.razaoSocial,
        dataInicio: q.dataInicio,
        dataFim: q.dataFim,
        geradoEm: q.geradoEm ?? agoraAfd(clock(), rep.fuso),
        hoje,
      },
      apuracao,
    );
    const bytes = montarAej(arquivo);
    // Nunca entregar um AEJ fora do leiaute: a validação do domínio confere antes.
    const validacao = validarAej(bytes);
    if (!validacao.valido)
      throw new Error(
        `AEJ gerado inválido: ${validacao.erros
          .slice(0, 3)
          .map((e) => `linha ${e.linha} ${e.mensagem}`)
          .join('; ')}`,
      );
    return {
      nome: `AEJ${rep.cnpj}${q.dataInicio.replaceAll('-', '')}${q.dataFim.replaceAll('-', '')}.txt`,
      geradoEm: arquivo.cabecalho.dataHoraGerAej,
      bytes: Buffer.from(bytes),
    };
  };

  const aejAssinatura = async (auth: AuthContext, q: Periodo & { sha256?: string }) => {
    if (!q.geradoEm)
      throw new AppError(
        'PARAMETROS_ASSINATURA',
        'Informe geradoEm do AEJ emitido (cabeçalho X-Aej-Gerado-Em).',
        400,
        'geradoEm',
      );
    const assinante = await certificados.assinanteDe(auth.empresaId);
    const { nome, bytes } = await aej(auth, q);
    if (q.sha256 && createHash('sha256').update(bytes).digest('hex') !== q.sha256)
      throw new AppError(
        'AEJ_MUDOU',
        'Os dados tratados mudaram desde a emissão do AEJ: gere o arquivo de novo.',
        409,
      );
    return { nome: `${nome}.p7s`, bytes: await assinarBytes(bytes, assinante, clock()) };
  };

  return { afd, afdAssinatura, aej, aejAssinatura };
};
