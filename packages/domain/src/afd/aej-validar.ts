// Validador do AEJ (Portaria 671, Anexo VI; legal-br.md §1.4): cada defeito pela linha.

import { CAMPOS_AEJ, type CampoAej, campoHorarioExtra, conferirCampoAej } from './aej-leiaute.ts';
import type { TipoRegistroAej } from './aej-tipos.ts';
import {
  conferirEstruturaAej,
  conferirReferenciasAej,
  conferirRegrasAej,
} from './aej-validar-regras.ts';
import type { EstadoValidacaoAej, ResultadoValidacaoAej } from './aej-validar-tipos.ts';
import {
  conferirCodificacao,
  conferirTerminador,
  type LinhaArquivo,
  separarLinhas,
} from './linhas.ts';
import { LINHA_ASSINATURA } from './tipos.ts';

const TIPOS_AEJ: readonly string[] = ['01', '02', '03', '04', '05', '06', '07', '08', '99'];

/** Campos esperados; no 04, o 1º par é obrigatório e cada par extra soma dois campos H. */
const camposEsperados = (tipo: TipoRegistroAej, quantidade: number): readonly CampoAej[] | null => {
  const base = CAMPOS_AEJ[tipo];
  if (tipo !== '04') return quantidade === base.length ? base : null;
  if (quantidade < base.length || (quantidade - base.length) % 2 !== 0) return null;
  const extras = Array.from({ length: quantidade - base.length }, (_, i) =>
    campoHorarioExtra(2 + Math.floor(i / 2), i % 2 === 0),
  );
  return [...base, ...extras];
};

const descreverQuantidade = (tipo: TipoRegistroAej): string =>
  tipo === '04'
    ? `${CAMPOS_AEJ['04'].length} ou mais, em pares de horário`
    : String(CAMPOS_AEJ[tipo].length);

const conferirRegistroAej = (estado: EstadoValidacaoAej, linha: LinhaArquivo): void => {
  const campos = linha.texto.split('|');
  const tipo = campos[0] ?? '';
  if (!TIPOS_AEJ.includes(tipo)) {
    estado.erros.push({
      linha: linha.numero,
      codigo: 'TIPO_REGISTRO_INVALIDO',
      mensagem: `tipo de registro "${tipo.slice(0, 10)}" desconhecido (esperado 01 a 08 ou 99)`,
    });
    return;
  }
  const tipoAej = tipo as TipoRegistroAej;
  estado.registros[tipoAej] += 1;
  const esperados = camposEsperados(tipoAej, campos.length);
  if (!esperados) {
    estado.erros.push({
      linha: linha.numero,
      codigo: 'QUANTIDADE_CAMPOS',
      mensagem: `registro ${tipo} com ${campos.length} campos (${campos.length - 1} barras); o leiaute exige ${descreverQuantidade(tipoAej)}`,
    });
    return;
  }
  esperados.forEach((campo, i) => {
    const defeito = conferirCampoAej(campos[i] ?? '', campo);
    if (defeito) estado.erros.push({ linha: linha.numero, ...defeito });
  });
  estado.lidos.push({ linha: linha.numero, tipo: tipoAej, campos });
};

/**
 * Valida um AEJ: CR LF, ISO-8859-1, tipos e quantidade de campos (N campos → N−1 barras), formato e
 * tamanho de cada campo, obrigatoriedades condicionais, chaves locais (REP, vínculo, horário) e
 * suas referências, contagens do registro 99 e a linha de assinatura.
 */
export const validarAej = (bytes: Uint8Array): ResultadoValidacaoAej => {
  const estado: EstadoValidacaoAej = {
    erros: [],
    avisos: [],
    registros: { '01': 0, '02': 0, '03': 0, '04': 0, '05': 0, '06': 0, '07': 0, '08': 0, '99': 0 },
    lidos: [],
  };
  const linhas = separarLinhas(bytes);
  for (const linha of linhas) {
    for (const ocorrencia of [conferirTerminador(linha), conferirCodificacao(linha)]) {
      if (ocorrencia) estado.erros.push(ocorrencia);
    }
    const isAssinatura = linha.texto.startsWith(LINHA_ASSINATURA.trimEnd());
    if (linha.bytes.length > 0 && !isAssinatura) conferirRegistroAej(estado, linha);
  }
  conferirRegrasAej(estado);
  conferirReferenciasAej(estado);
  conferirEstruturaAej(estado, linhas);
  const erros = estado.erros.sort((a, b) => a.linha - b.linha);
  return { valido: erros.length === 0, registros: estado.registros, erros, avisos: estado.avisos };
};
