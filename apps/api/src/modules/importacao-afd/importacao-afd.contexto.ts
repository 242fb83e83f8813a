import type { ImportacaoAfd } from '@jornada/contracts';
import { createLeitorAfd, decodeLatin1 } from '@jornada/domain';
import { AppError } from '../../shared/errors.ts';
import { numeroRepDoNome } from './importacao-afd.leitura.ts';
import type { LinhaRecebida } from './importacao-afd.linhas.ts';
import type { importacaoAfdRepository } from './importacao-afd.repository.ts';

export type OpcoesImportacaoAfd = { filialId?: number | undefined; numeroRep?: string | undefined };

type Repo = ReturnType<typeof importacaoAfdRepository>;

/** O REP do arquivo: a chave (tipo, número, empregador), a filial e o que o cabeçalho conta dele. */
export type Contexto = {
  rep: ImportacaoAfd['rep'];
  repId: number | null;
  /** O REP foi cadastrado por esta importação (não há marcação dele gravada antes). */
  repNovo: boolean;
  /** Dados para cadastrar o REP na primeira importação que grava algo. */
  cadastro: { leiaute: string | null; fabricante: string | null; modelo: string | null };
  /** Fuso IANA das marcações sem fuso (1510/595): o do REP cadastrado, senão o da empresa. */
  fuso: string;
  importacaoId: number | null;
};

/** Cabeçalho, leiaute e tipo do REP pela primeira linha, lida por um leitor à parte. */
export const sondarPrimeiraLinha = (linha: LinhaRecebida, nome: string) => {
  const sonda = createLeitorAfd({ nomeArquivo: nome });
  sonda.lerLinha(linha.bytes, linha.numero, linha.terminador);
  const r = sonda.concluir();
  const repA = r.leiaute === '671' && r.cabecalho !== null && !r.cabecalho.modeloEquipamento.trim();
  // Cabeçalho do 671: tipo (pos. 254) e CNPJ/CPF (255-268) do fabricante ou desenvolvedor.
  const texto = r.cabecalho && r.leiaute === '671' ? decodeLatin1(linha.bytes) : '';
  const fabricante = texto.length >= 268 ? texto.slice(254, 268).replace(/^0+(?=\d{11})/, '') : '';
  return {
    cabecalho: r.cabecalho,
    tipo: repA ? ('REP-A' as const) : ('REP-C' as const),
    leiaute: r.leiaute,
    fabricante: /^\d{11,14}$/.test(fabricante) ? fabricante : null,
    modelo: r.cabecalho?.modeloEquipamento.trim() || null,
  };
};

/** Filial, número e tipo do REP: do cabeçalho ou, num extrato sem ele, da query e do nome. */
export const resolverContexto = async (
  repo: Repo,
  sonda: ReturnType<typeof sondarPrimeiraLinha>,
  nome: string,
  opcoes: OpcoesImportacaoAfd,
): Promise<Contexto> => {
  const { cabecalho, tipo } = sonda;
  const filiais = await repo.listFiliais();
  let destino = opcoes.filialId ? filiais.find((f) => f.id === opcoes.filialId) : undefined;
  if (opcoes.filialId && !destino)
    throw new AppError('FILIAL_INEXISTENTE', 'Filial não encontrada.', 400, 'filialId');
  if (cabecalho) {
    destino ??= filiais.find((f) => f.cnpj === cabecalho.idEmpregador);
    if (!destino || destino.cnpj !== cabecalho.idEmpregador)
      throw new AppError(
        'AFD_OUTRO_EMPREGADOR',
        `O AFD é do empregador ${cabecalho.idEmpregador}, que não é ${opcoes.filialId ? 'o da filial escolhida' : 'uma filial desta empresa'}.`,
        400,
        'arquivos',
      );
  } else if (!destino) {
    if (filiais.length !== 1)
      throw new AppError(
        'FILIAL_OBRIGATORIA',
        'O AFD não tem cabeçalho: escolha a filial (filialId) do relógio.',
        400,
        'filialId',
      );
    destino = filiais[0];
  }
  const numero = opcoes.numeroRep ?? cabecalho?.numeroRep ?? numeroRepDoNome(nome);
  if (!numero)
    throw new AppError(
      'NUMERO_REP_OBRIGATORIO',
      'O AFD não tem cabeçalho: informe o número de fabricação do REP (numeroRep).',
      400,
      'numeroRep',
    );
  const filial = destino!;
  const numeroRep = numero.padStart(17, '0');
  const idEmpregador = cabecalho?.idEmpregador ?? filial.cnpj;
  const existente = await repo.findRep({ tipo, numero: numeroRep, idEmpregador });
  return {
    rep: { tipo, numero: numeroRep, idEmpregador, filialId: filial.id, cadastrado: !!existente },
    repId: existente?.id ?? null,
    repNovo: false,
    cadastro: { leiaute: sonda.leiaute, fabricante: sonda.fabricante, modelo: sonda.modelo },
    fuso: existente?.fuso ?? (await repo.fusoDaEmpresa()),
    importacaoId: null,
  };
};
