import { describe, expect, it } from 'vitest';
import { lerAej } from './aej-ler.ts';
import { montarAej, montarAusenciaAej, montarMarcacaoAej } from './aej-montar.ts';
import type { ArquivoAej } from './aej-tipos.ts';
import { validarAej } from './aej-validar.ts';
import { decodeLatin1 } from './latin1.ts';
import { AEJ_AMOSTRA, danificar } from './testes/amostras.ts';

// Linhas da amostra: 1 (01), 2 (02), 3 (03), 4 (04), 5–8 (05), 9 (08), 10 (99), 11 assinatura.
const arquivo = lerAej(AEJ_AMOSTRA);

const erros = (bytes: Uint8Array) =>
  validarAej(bytes).erros.map(({ linha, codigo }) => ({ linha, codigo }));

describe('amostra sintética do AEJ', () => {
  it('valida sem erros, com as contagens por tipo', () => {
    expect(validarAej(AEJ_AMOSTRA)).toEqual({
      valido: true,
      registros: {
        '01': 1,
        '02': 1,
        '03': 1,
        '04': 1,
        '05': 4,
        '06': 0,
        '07': 0,
        '08': 1,
        '99': 1,
      },
      erros: [],
      avisos: [],
    });
  });

  it('ler e montar de novo reproduz o arquivo byte a byte', () => {
    expect(montarAej(arquivo)).toEqual(AEJ_AMOSTRA);
  });

  it('lê os dados tipados: horário em HH:MM, REP-P, marcação original', () => {
    expect(arquivo.horarios).toEqual([
      {
        codHorContratual: 'S1',
        durJornada: 480,
        horarios: [
          { entrada: '08:00', saida: '12:00' },
          { entrada: '13:00', saida: '17:00' },
        ],
      },
    ]);
    expect(arquivo.reps).toEqual([{ idRepAej: 1, tpRep: 'REP-P', nrRep: '51202300123456789' }]);
    expect(arquivo.marcacoes[0]).toMatchObject({
      tpMarc: 'E',
      seqEntSaida: 1,
      fonteMarc: 'O',
      codHorContratual: 'S1',
    });
  });
});

describe('registros do AEJ', () => {
  it.each([
    {
      descricao: 'banco de horas: crédito de 120 min (legal-br.md §4.7 B2)',
      ausencia: {
        idtVinculoAej: 1,
        tipoAusenOuComp: 'banco-horas',
        data: '2026-03-02',
        qtMinutos: 120,
        tipoMovBH: 'credito',
      },
      esperado: '07|1|3|2026-03-02|120|1',
    },
    {
      descricao: 'banco de horas: compensação de 60 min',
      ausencia: {
        idtVinculoAej: 1,
        tipoAusenOuComp: 'banco-horas',
        data: '2026-03-06',
        qtMinutos: 60,
        tipoMovBH: 'debito',
      },
      esperado: '07|1|3|2026-03-06|60|2',
    },
    {
      descricao: 'DSR: campos finais vazios mantêm as barras (N campos → N−1 barras)',
      ausencia: {
        idtVinculoAej: 1,
        tipoAusenOuComp: 'dsr',
        data: '2026-03-08',
        qtMinutos: null,
        tipoMovBH: null,
      },
      esperado: '07|1|1|2026-03-08||',
    },
  ] as const)('$descricao', ({ ausencia, esperado }) => {
    expect(montarAusenciaAej(ausencia)).toBe(esperado);
  });

  it('marcação desconsiderada (P2): tpMarc D, fonteMarc O, motivo sem barra nem quebra de linha', () => {
    expect(
      montarMarcacaoAej({
        idtVinculoAej: 1,
        dataHoraMarc: '2026-03-02T08:01:00-0300',
        idRepAej: 1,
        tpMarc: 'D',
        seqEntSaida: 1,
        fonteMarc: 'O',
        codHorContratual: '',
        motivo: 'Marcação em duplicidade |\r\nconferida',
      }),
    ).toBe('05|1|2026-03-02T08:01:00-0300|1|D|001|O||Marcação em duplicidade   conferida');
  });

  it('arquivo com ausências e matrícula eSocial é válido', () => {
    const completo: ArquivoAej = {
      ...arquivo,
      vinculos: [
        ...arquivo.vinculos,
        { idtVinculoAej: 2, cpf: '52998224725', nomeEmp: 'MARIA DA SILVA' },
      ],
      matriculas: [
        { idtVinculoAej: 1, matEsocial: 'MAT-001' },
        { idtVinculoAej: 2, matEsocial: 'MAT-002' },
      ],
      ausencias: [
        {
          idtVinculoAej: 1,
          tipoAusenOuComp: 'falta',
          data: '2026-03-04',
          qtMinutos: null,
          tipoMovBH: null,
        },
      ],
    };
    const resultado = validarAej(montarAej(completo));
    expect(resultado).toMatchObject({ valido: true, erros: [] });
    expect(resultado.registros).toMatchObject({ '03': 2, '06': 2, '07': 1 });
  });
});

describe('validarAej aponta cada defeito pela linha', () => {
  it.each([
    {
      descricao: 'barra a menos no registro 05 → QUANTIDADE_CAMPOS',
      de: '|O|S1|\r\n',
      para: '|O|S1\r\n',
      esperado: [{ linha: 5, codigo: 'QUANTIDADE_CAMPOS' }],
    },
    {
      descricao: 'primeira entrada do dia sem horário contratual → CAMPO_OBRIGATORIO',
      de: '|O|S1|\r\n',
      para: '|O||\r\n',
      esperado: [{ linha: 5, codigo: 'CAMPO_OBRIGATORIO' }],
    },
    {
      descricao: 'marcação incluída sem motivo → CAMPO_OBRIGATORIO',
      de: '12:00:00-0300|1|S|001|O||',
      para: '12:00:00-0300||S|001|I||',
      esperado: [{ linha: 6, codigo: 'CAMPO_OBRIGATORIO' }],
    },
    {
      descricao: 'vínculo inexistente → REFERENCIA_INEXISTENTE',
      de: '05|1|2026-03-02T17:00',
      para: '05|7|2026-03-02T17:00',
      esperado: [{ linha: 8, codigo: 'REFERENCIA_INEXISTENTE' }],
    },
    {
      descricao: 'hora 2500 no horário contratual → CAMPO_INVALIDO',
      de: '|1300|1700',
      para: '|1300|2500',
      esperado: [{ linha: 4, codigo: 'CAMPO_INVALIDO' }],
    },
    {
      descricao: 'registro 99 com 5 marcações → TRAILER_CONTAGEM',
      de: '99|1|1|1|1|4|',
      para: '99|1|1|1|1|5|',
      esperado: [{ linha: 10, codigo: 'TRAILER_CONTAGEM' }],
    },
    {
      descricao: 'linha terminada só em LF → FIM_DE_LINHA',
      de: 'MARIA DA SILVA\r\n',
      para: 'MARIA DA SILVA\n',
      esperado: [{ linha: 3, codigo: 'FIM_DE_LINHA' }],
    },
    {
      descricao: 'nome em UTF-8 → CODIFICACAO_UTF8',
      de: 'MARIA DA SILVA',
      para: 'MAR\u00c3\u008dA DA SILVA',
      esperado: [{ linha: 3, codigo: 'CODIFICACAO_UTF8' }],
    },
    {
      descricao: 'REP declarado duas vezes → CHAVE_DUPLICADA',
      de: '02|1|3|51202300123456789\r\n',
      para: '02|1|3|51202300123456789\r\n02|1|3|51202300123456789\r\n',
      esperado: [
        { linha: 3, codigo: 'CHAVE_DUPLICADA' },
        { linha: 11, codigo: 'TRAILER_CONTAGEM' },
      ],
    },
  ])('$descricao', ({ de, para, esperado }) => {
    expect(erros(danificar(AEJ_AMOSTRA, de, para))).toEqual(esperado);
  });

  it('sem assinatura e sem registro 08', () => {
    const texto = decodeLatin1(AEJ_AMOSTRA);
    const semFim = danificar(
      AEJ_AMOSTRA,
      texto.slice(texto.indexOf('08|PONTO')),
      '99|1|1|1|1|4|0|0|0\r\n',
    );
    expect(erros(semFim)).toEqual([
      { linha: 9, codigo: 'PROGRAMA_AUSENTE' },
      { linha: 9, codigo: 'ASSINATURA_AUSENTE' },
    ]);
  });

  it('ordem diferente de 01…08 é só aviso (a ordem não foi confirmada como obrigatória)', () => {
    const trocado = danificar(
      AEJ_AMOSTRA,
      '02|1|3|51202300123456789\r\n03|1|52998224725|MARIA DA SILVA',
      '03|1|52998224725|MARIA DA SILVA\r\n02|1|3|51202300123456789',
    );
    const resultado = validarAej(trocado);
    expect(resultado.valido).toBe(true);
    expect(resultado.avisos.map((a) => [a.linha, a.codigo])).toEqual([[3, 'ORDEM_REGISTROS']]);
  });

  it('lerAej recusa arquivo inválido apontando a linha', () => {
    expect(() => lerAej(danificar(AEJ_AMOSTRA, '|O|S1|\r\n', '|O|S1\r\n'))).toThrow(/linha 5/);
  });
});
