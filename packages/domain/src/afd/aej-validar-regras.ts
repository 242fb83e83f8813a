// Regras do AEJ que dependem do conteúdo de outros campos ou de outros registros
// (Portaria 671, Anexo VI; legal-br.md §1.4 e §1.6).

import type { TipoRegistroAej } from './aej-tipos.ts';
import type { ErroAej, EstadoValidacaoAej, RegistroLidoAej } from './aej-validar-tipos.ts';
import type { LinhaArquivo } from './linhas.ts';
import { LINHA_ASSINATURA } from './tipos.ts';

const erro = (linha: number, codigo: ErroAej['codigo'], mensagem: string): ErroAej => ({
  linha,
  codigo,
  mensagem,
});

/** CNPJ tem 14 dígitos e CPF 11, conforme o campo de tipo que o precede. */
const conferirIdentificacao = (r: RegistroLidoAej, tipo: number, nome: string): ErroAej | null => {
  const codigo = r.campos[tipo];
  const id = r.campos[tipo + 1] ?? '';
  const tamanho = codigo === '1' ? 14 : codigo === '2' ? 11 : id.length;
  return id.length === tamanho
    ? null
    : erro(
        r.linha,
        'CAMPO_INVALIDO',
        `campo ${nome} com ${id.length} dígitos; ${codigo === '1' ? 'CNPJ tem 14' : 'CPF tem 11'}`,
      );
};

/** Marcação: horário contratual na 1ª entrada do dia; motivo na desconsiderada e na incluída. */
const conferirMarcacao = (r: RegistroLidoAej): ErroAej[] => {
  const [, , , idRep, tpMarc, seq, fonte, codHor, motivo] = r.campos;
  const erros: ErroAej[] = [];
  if (tpMarc === 'E' && seq === '001' && !codHor) {
    erros.push(
      erro(
        r.linha,
        'CAMPO_OBRIGATORIO',
        'codHorContratual é obrigatório na primeira entrada do dia (tpMarc E, seqEntSaida 001)',
      ),
    );
  }
  if ((tpMarc === 'D' || fonte === 'I') && !motivo) {
    erros.push(
      erro(
        r.linha,
        'CAMPO_OBRIGATORIO',
        'motivo é obrigatório em marcação desconsiderada (D) ou incluída (I) — Portaria 671 art. 82',
      ),
    );
  }
  if (fonte === 'O' && !idRep) {
    erros.push(
      erro(
        r.linha,
        'CAMPO_OBRIGATORIO',
        'idRepAej é obrigatório em marcação original (fonteMarc O)',
      ),
    );
  }
  return erros;
};

/** Pares extras do 04 (a partir do 6º campo): entrada e saída vazias juntas ou preenchidas juntas. */
const parIncompleto = (campos: readonly string[]): boolean => {
  for (let i = 5; i < campos.length; i += 2) {
    if ((campos[i] === '') !== (campos[i + 1] === '')) return true;
  }
  return false;
};

const conferirRegistro = (r: RegistroLidoAej): ErroAej[] => {
  const c = r.campos;
  switch (r.tipo) {
    case '01': {
      const erros = [conferirIdentificacao(r, 1, 'idtEmpregador')];
      if (c[3] && c[3].length !== 14)
        erros.push(erro(r.linha, 'CAMPO_INVALIDO', 'caepf deve ter 14 dígitos'));
      if (c[4] && c[4].length !== 12)
        erros.push(erro(r.linha, 'CAMPO_INVALIDO', 'cno deve ter 12 dígitos'));
      if ((c[6] ?? '') > (c[7] ?? ''))
        erros.push(erro(r.linha, 'CAMPO_INVALIDO', 'dataInicialAej posterior a dataFinalAej'));
      return erros.filter((e) => e !== null);
    }
    case '04':
      return parIncompleto(c)
        ? [erro(r.linha, 'CAMPO_INVALIDO', 'horário com entrada sem saída (ou saída sem entrada)')]
        : [];
    case '05':
      return conferirMarcacao(r);
    case '07':
      return c[2] === '3' && (!c[4] || !c[5])
        ? [
            erro(
              r.linha,
              'CAMPO_OBRIGATORIO',
              'qtMinutos e tipoMovBH são obrigatórios em movimento de banco de horas (tipo 3)',
            ),
          ]
        : [];
    case '08':
      return [conferirIdentificacao(r, 3, 'idtDesenv')].filter((e) => e !== null);
    default:
      return [];
  }
};

export const conferirRegrasAej = (estado: EstadoValidacaoAej): void => {
  for (const r of estado.lidos) estado.erros.push(...conferirRegistro(r));
};

/** Chave local (2º campo) de 02, 03 e 04: única no arquivo. */
const chaves = (
  estado: EstadoValidacaoAej,
  tipo: TipoRegistroAej,
  nome: string,
): Map<string, RegistroLidoAej> => {
  const mapa = new Map<string, RegistroLidoAej>();
  for (const r of estado.lidos.filter((lido) => lido.tipo === tipo)) {
    const chave = r.campos[1] ?? '';
    if (mapa.has(chave)) {
      estado.erros.push(
        erro(
          r.linha,
          'CHAVE_DUPLICADA',
          `${nome} "${chave}" repetido (já na linha ${mapa.get(chave)?.linha})`,
        ),
      );
    } else mapa.set(chave, r);
  }
  return mapa;
};

/** 05, 06 e 07 apontam para vínculo (03), REP (02) e horário (04) declarados no arquivo. */
export const conferirReferenciasAej = (estado: EstadoValidacaoAej): void => {
  const reps = chaves(estado, '02', 'idRepAej');
  const vinculos = chaves(estado, '03', 'idtVinculoAej');
  const horarios = chaves(estado, '04', 'codHorContratual');
  const repsSemNumero = new Set<RegistroLidoAej>();
  const referir = (
    r: RegistroLidoAej,
    valor: string | undefined,
    mapa: Map<string, unknown>,
    nome: string,
  ): void => {
    if (valor && !mapa.has(valor)) {
      estado.erros.push(
        erro(r.linha, 'REFERENCIA_INEXISTENTE', `${nome} "${valor}" não declarado no arquivo`),
      );
    }
  };
  for (const r of estado.lidos.filter((lido) => ['05', '06', '07'].includes(lido.tipo))) {
    referir(r, r.campos[1], vinculos, 'idtVinculoAej');
    if (r.tipo !== '05') continue;
    referir(r, r.campos[3], reps, 'idRepAej');
    referir(r, r.campos[7], horarios, 'codHorContratual');
    const rep = reps.get(r.campos[3] ?? '');
    if (r.campos[6] === 'O' && rep && !rep.campos[3]) repsSemNumero.add(rep);
  }
  for (const rep of repsSemNumero) {
    estado.erros.push(
      erro(
        rep.linha,
        'CAMPO_OBRIGATORIO',
        'nrRep é obrigatório para REP com marcações originais (fonteMarc O)',
      ),
    );
  }
};

const tipoDaLinha = (linha: LinhaArquivo): string =>
  linha.texto.startsWith(LINHA_ASSINATURA.trimEnd())
    ? 'assinatura'
    : (linha.texto.split('|')[0] ?? '');

/** 01 e 08 presentes, assinatura literal por último, 99 presente. */
const conferirExtremosAej = (
  estado: EstadoValidacaoAej,
  uteis: readonly LinhaArquivo[],
  tipos: readonly string[],
): void => {
  const primeira = uteis[0]!.numero;
  const ultima = uteis.at(-1)!;
  if (tipos[0] !== '01') {
    estado.erros.push(
      erro(primeira, 'CABECALHO_AUSENTE', 'a primeira linha deve ser o registro 01'),
    );
  }
  if (!tipos.includes('08')) {
    estado.erros.push(
      erro(ultima.numero, 'PROGRAMA_AUSENTE', 'falta o registro 08 (identificação do PTRP)'),
    );
  }
  if (!tipos.includes('99')) {
    estado.erros.push(
      erro(ultima.numero, 'TRAILER_AUSENTE', 'falta o registro 99 antes da assinatura'),
    );
  }
  if (tipos.at(-1) !== 'assinatura') {
    estado.erros.push(
      erro(
        ultima.numero,
        'ASSINATURA_AUSENTE',
        'a última linha deve ser ASSINATURA_DIGITAL_EM_ARQUIVO_P7S completada com espaços até 100 caracteres',
      ),
    );
  } else if (ultima.texto !== LINHA_ASSINATURA) {
    estado.erros.push(
      erro(
        ultima.numero,
        'ASSINATURA_INVALIDA',
        'linha de assinatura diferente do literal completado com espaços até 100 caracteres',
      ),
    );
  }
};

/** 01 só no início, 99 só antes da assinatura; ordem 01…08 diferente da usual vira aviso. */
const conferirPosicoesAej = (
  estado: EstadoValidacaoAej,
  uteis: readonly LinhaArquivo[],
  tipos: readonly string[],
): void => {
  const posicaoTrailer = tipos.at(-1) === 'assinatura' ? uteis.length - 2 : uteis.length - 1;
  uteis.forEach((linha, i) => {
    const tipo = tipos[i] ?? '';
    const fora =
      (tipo === '01' && i > 0) ||
      (tipo === '99' && i !== posicaoTrailer) ||
      (tipo === 'assinatura' && i !== uteis.length - 1);
    if (fora) {
      estado.erros.push(
        erro(linha.numero, 'REGISTRO_FORA_DE_POSICAO', `registro ${tipo} fora de posição`),
      );
    }
    const anterior = tipos[i - 1] ?? '';
    if (/^0\d$/.test(tipo) && /^0\d$/.test(anterior) && tipo < anterior) {
      estado.avisos.push({
        linha: linha.numero,
        codigo: 'ORDEM_REGISTROS',
        mensagem: `registro ${tipo} depois de ${anterior}: a ordem usual é 01, 02, …, 08, 99`,
      });
    }
  });
};

/** Estrutura do arquivo e contagens do registro 99 (linhas em branco já foram apontadas). */
export const conferirEstruturaAej = (
  estado: EstadoValidacaoAej,
  linhas: readonly LinhaArquivo[],
): void => {
  const uteis = linhas.filter((linha) => linha.bytes.length > 0);
  if (uteis.length === 0) {
    estado.erros.push(erro(1, 'ARQUIVO_VAZIO', 'arquivo vazio'));
    return;
  }
  const tipos = uteis.map(tipoDaLinha);
  conferirExtremosAej(estado, uteis, tipos);
  conferirPosicoesAej(estado, uteis, tipos);
  conferirTrailerAej(estado);
};

const conferirTrailerAej = (estado: EstadoValidacaoAej): void => {
  const trailer = estado.lidos.find((r) => r.tipo === '99');
  if (!trailer) return;
  (['01', '02', '03', '04', '05', '06', '07', '08'] as const).forEach((tipo, k) => {
    const informado = trailer.campos[k + 1] ?? '';
    if (!/^\d+$/.test(informado) || Number(informado) === estado.registros[tipo]) return;
    estado.erros.push(
      erro(
        trailer.linha,
        'TRAILER_CONTAGEM',
        `registro 99 informa ${Number(informado)} registro(s) ${tipo}; o arquivo tem ${estado.registros[tipo]}`,
      ),
    );
  });
};
