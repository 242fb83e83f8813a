import { addDias, formatarDataBr } from '../tempo/data.ts';
import { type DataHoraIso, dataDaDataHora, toMinutosDataHora } from '../tempo/data-hora.ts';
import type { Minutos } from '../tempo/hora.ts';
import { inicioMinimoConvocacao, isAntecedenciaValida, prazoRespostaConvocacao } from './prazos.ts';
import type {
  CodigoErroConvocacao,
  ConfiguracaoConvocacao,
  Convocacao,
  Descumprimento,
  EntradaConvocacao,
  ErroConvocacao,
  MultaConvocacao,
  ResultadoConvocacao,
  SituacaoConvocacao,
} from './tipos.ts';

const PADRAO: ConfiguracaoConvocacao = { antecedencia: 'dias-corridos', sabadoUtil: true };

/** Prazo para pagar a multa do descumprimento: trinta dias (art. 452-A §4º). */
export const DIAS_PRAZO_MULTA_CONVOCACAO = 30;

const exigir = (valor: DataHoraIso, campo: string): Minutos => {
  const minutos = toMinutosDataHora(valor);
  if (Number.isNaN(minutos)) {
    throw new RangeError(`${campo}: data e hora inválidas "${valor}" (esperado YYYY-MM-DDTHH:MM)`);
  }
  return minutos;
};

const br = (dataHora: DataHoraIso): string =>
  `${formatarDataBr(dataHora.slice(0, 10))} ${dataHora.slice(11)}`;

const erro = (codigo: CodigoErroConvocacao, mensagem: string): ErroConvocacao => ({
  codigo,
  mensagem,
});

/**
 * Multa de 50 % da remuneração que seria devida (art. 452-A §4º). Centavo ímpar: arredonda a
 * metade para cima (arredondamento comercial), p.ex. 18001 → 9001.
 */
export const multaConvocacao = (remuneracaoPrevista: number): number =>
  Math.floor((remuneracaoPrevista + 1) / 2);

const validarResposta = (c: Convocacao): void => {
  if (c.resposta !== null && c.respostaEm === null) {
    throw new RangeError('convocacao.respostaEm: informe quando a resposta foi dada');
  }
  if (c.resposta === null && c.respostaEm !== null) {
    throw new RangeError('convocacao.resposta: informe "aceita" ou "recusada" (há respostaEm)');
  }
};

type Medida = {
  recebidaValida: boolean;
  respostaValida: boolean;
  erros: ErroConvocacao[];
  antecedenciaValida: boolean;
};

// Os erros são dados do resultado (saída 0): registros impossíveis ou convocação que não podia sair.
const medir = (c: Convocacao, config: ConfiguracaoConvocacao): Medida => {
  const enviada = exigir(c.enviadaEm, 'convocacao.enviadaEm');
  const inicio = exigir(c.inicio, 'convocacao.inicio');
  const fim = exigir(c.fim, 'convocacao.fim');
  const recebida = c.recebidaEm === null ? null : exigir(c.recebidaEm, 'convocacao.recebidaEm');
  const resposta = c.respostaEm === null ? null : exigir(c.respostaEm, 'convocacao.respostaEm');
  const erros: ErroConvocacao[] = [];
  const antecedenciaValida = isAntecedenciaValida(c.enviadaEm, c.inicio, config.antecedencia);
  if (!antecedenciaValida) {
    const minimo = inicioMinimoConvocacao(c.enviadaEm, config.antecedencia);
    const regra = config.antecedencia === '72h' ? '72 horas' : 'três dias corridos';
    erros.push(
      erro(
        'ANTECEDENCIA_INSUFICIENTE',
        `Convocação enviada em ${br(c.enviadaEm)} para ${br(c.inicio)}: a antecedência mínima é de ${regra}, o início mais cedo possível é ${br(minimo)} (CLT art. 452-A §1º).`,
      ),
    );
  }
  if (fim <= inicio) {
    erros.push(
      erro(
        'FIM_ANTES_DO_INICIO',
        `O fim (${br(c.fim)}) não é posterior ao início (${br(c.inicio)}).`,
      ),
    );
  }
  if (resposta !== null && resposta < enviada) {
    erros.push(
      erro(
        'RESPOSTA_ANTES_DO_ENVIO',
        `Resposta registrada em ${br(c.respostaEm!)}, antes do envio (${br(c.enviadaEm)}): desconsiderada.`,
      ),
    );
  }
  if (recebida !== null && recebida < enviada) {
    erros.push(
      erro(
        'RECEBIDA_ANTES_DO_ENVIO',
        `Recebimento registrado em ${br(c.recebidaEm!)}, antes do envio (${br(c.enviadaEm)}): o prazo conta do envio.`,
      ),
    );
  }
  return {
    recebidaValida: recebida !== null && recebida >= enviada,
    respostaValida: resposta !== null && resposta >= enviada,
    erros,
    antecedenciaValida,
  };
};

const situacaoDe = (
  c: Convocacao,
  medida: Medida,
  prazo: DataHoraIso,
  agora: DataHoraIso | null,
): SituacaoConvocacao => {
  // Convocação sem a antecedência legal ou com jornada impossível não podia ser enviada.
  if (
    medida.erros.some(
      (e) => e.codigo === 'ANTECEDENCIA_INSUFICIENTE' || e.codigo === 'FIM_ANTES_DO_INICIO',
    )
  ) {
    return 'invalida';
  }
  const limite = toMinutosDataHora(prazo);
  if (medida.respostaValida && c.resposta !== null) {
    // Resposta depois do prazo não vale: o silêncio no prazo já era recusa (art. 452-A §2º).
    return exigir(c.respostaEm!, 'convocacao.respostaEm') <= limite
      ? c.resposta
      : 'recusa-presumida';
  }
  if (agora === null) {
    throw new RangeError(
      'agora: obrigatório quando não há resposta válida (decide se o prazo já venceu)',
    );
  }
  return exigir(agora, 'agora') <= limite ? 'aguardando' : 'recusa-presumida';
};

const multaDe = (
  c: Convocacao,
  situacao: SituacaoConvocacao,
  descumprimento: Descumprimento | null,
): MultaConvocacao | null => {
  // Só a convocação aceita obriga as partes (art. 452-A §4º); antes do aceite não há multa.
  if (situacao !== 'aceita' || descumprimento === null) return null;
  const em = exigir(descumprimento.em, 'descumprimento.em');
  if (em < exigir(c.respostaEm!, 'convocacao.respostaEm')) return null;
  if (c.remuneracaoPrevista === null) {
    throw new RangeError('convocacao.remuneracaoPrevista: obrigatória para calcular a multa');
  }
  return {
    devidaPor: descumprimento.por,
    valor: multaConvocacao(c.remuneracaoPrevista),
    prazo: addDias(dataDaDataHora(descumprimento.em), DIAS_PRAZO_MULTA_CONVOCACAO),
  };
};

/**
 * Avalia a convocação do intermitente (CLT art. 452-A §§1º, 2º e 4º): antecedência, prazo de
 * resposta (um dia útil), situação e multa por descumprimento. Registros impossíveis vão em
 * `erros`; lança RangeError só para entrada malformada.
 */
export const avaliarConvocacao = (entrada: EntradaConvocacao): ResultadoConvocacao => {
  const config: ConfiguracaoConvocacao = {
    antecedencia: entrada.configuracao?.antecedencia ?? PADRAO.antecedencia,
    sabadoUtil: entrada.configuracao?.sabadoUtil ?? PADRAO.sabadoUtil,
  };
  const c = entrada.convocacao;
  validarResposta(c);
  const medida = medir(c, config);
  const prazoResposta = prazoRespostaConvocacao(
    medida.recebidaValida ? c.recebidaEm! : c.enviadaEm,
    { feriados: new Set(entrada.feriados ?? []), sabadoUtil: config.sabadoUtil },
  );
  const situacao = situacaoDe(c, medida, prazoResposta, entrada.agora ?? null);
  return {
    antecedenciaValida: medida.antecedenciaValida,
    prazoResposta,
    situacao,
    multa: multaDe(c, situacao, entrada.descumprimento ?? null),
    erros: medida.erros,
  };
};
