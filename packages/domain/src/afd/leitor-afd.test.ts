import { describe, expect, it } from 'vitest';
import { encodeLatin1 } from './latin1.ts';
import { lerMarcacoesAfd } from './leitor-afd.ts';
import afd595 from './testes/afd-595-com-cabecalho.txt?raw';
import extratoControlId from './testes/afd-595-controlid-sem-cabecalho.txt?raw';
import danificado from './testes/afd-671-linhas-danificadas.txt?raw';
import repCCcitt from './testes/afd-671-rep-c-ccitt-false.txt?raw';
import repCModbus from './testes/afd-671-rep-c-modbus.txt?raw';
import afd1510 from './testes/afd-1510-completo.txt?raw';
import {
  montarAfd595,
  montarAfd671Danificado,
  montarAfd671RepC,
  montarAfd1510,
  montarExtratoControlId595,
} from './testes/amostras-leitor.ts';
import { sha256Puro } from './testes/sha256.ts';

// Amostras montadas a partir dos leiautes (testes/amostras-leitor.ts), ASCII puro: o texto lido
// com `?raw` é byte a byte o arquivo.
const ler = (texto: string) => lerMarcacoesAfd(encodeLatin1(texto), { sha256: sha256Puro });

const pis = (nsr: number, dataHora: string, numero: string) => ({
  nsr,
  dataHora,
  cpf: null,
  pis: numero,
});
const cpf = (nsr: number, dataHora: string, numero: string) => ({
  nsr,
  dataHora,
  cpf: numero,
  pis: null,
});

const MARCACOES_REP_C = [
  cpf(4, '2026-03-02T08:00', '52998224725'),
  cpf(5, '2026-03-02T08:03', '11144477735'),
  cpf(7, '2026-03-02T12:01', '52998224725'),
  cpf(9, '2026-03-02T13:00', '52998224725'),
  cpf(10, '2026-03-02T17:00', '11144477735'),
];

describe('amostras do leitor: cada arquivo é o que o gerador monta a partir dos leiautes', () => {
  it.each([
    {
      arquivo: 'afd-595-controlid-sem-cabecalho.txt',
      texto: extratoControlId,
      gerado: montarExtratoControlId595(),
    },
    { arquivo: 'afd-1510-completo.txt', texto: afd1510, gerado: montarAfd1510() },
    { arquivo: 'afd-595-com-cabecalho.txt', texto: afd595, gerado: montarAfd595() },
    { arquivo: 'afd-671-rep-c-modbus.txt', texto: repCModbus, gerado: montarAfd671RepC('MODBUS') },
    {
      arquivo: 'afd-671-rep-c-ccitt-false.txt',
      texto: repCCcitt,
      gerado: montarAfd671RepC('CCITT-FALSE', '-0400', true),
    },
    {
      arquivo: 'afd-671-linhas-danificadas.txt',
      texto: danificado,
      gerado: montarAfd671Danificado(),
    },
  ])('$arquivo', ({ texto, gerado }) => {
    expect(texto).toBe(gerado);
  });
});

describe('lerMarcacoesAfd: toda marcação de todo leiaute, com os avisos certos', () => {
  it.each([
    {
      descricao:
        'extrato cru de Control iD (1510 + 595): sem cabeçalho nem trailer, LF, CCITT-FALSE minúsculo',
      texto: extratoControlId,
      leiaute: '595',
      modelo: null,
      crc: 'CCITT-FALSE',
      marcacoes: [
        pis(1025, '2026-03-02T07:58', '012045678905'),
        pis(1026, '2026-03-02T08:02', '017012345673'),
        pis(1027, '2026-03-02T12:01', '012045678905'),
        pis(1029, '2026-03-02T12:59', '017012345673'),
        pis(1030, '2026-03-02T13:00', '952998224725'),
        pis(1031, '2026-03-02T17:02', '012045678905'),
      ],
      avisos: [
        [1, 'FIM_DE_LINHA'],
        [1, 'CABECALHO_AUSENTE'],
        [8, 'TRAILER_AUSENTE'],
      ],
    },
    {
      descricao: 'AFD completo da 1510: cabeçalho de 232, tipo 3 de 34, trailer de 46',
      texto: afd1510,
      leiaute: '1510',
      modelo: null,
      crc: null,
      marcacoes: [
        pis(4, '2026-03-02T08:00', '012045678905'),
        pis(5, '2026-03-02T08:05', '023456789013'),
        pis(7, '2026-03-02T12:00', '012045678905'),
        pis(8, '2026-03-02T13:00', '012045678905'),
        pis(9, '2026-03-02T17:00', '023456789013'),
        pis(10, '2026-03-03T00:01', '012045678905'),
      ],
      avisos: [],
    },
    {
      descricao: 'AFD da 595 com cabeçalho de 236 e trailer de 55, CCITT-FALSE maiúsculo',
      texto: afd595,
      leiaute: '595',
      modelo: null,
      crc: 'CCITT-FALSE',
      marcacoes: [
        pis(3, '2026-03-02T07:00', '019998887774'),
        pis(5, '2026-03-02T11:00', '019998887774'),
        pis(6, '2026-03-02T15:45', '019998887774'),
      ],
      avisos: [],
    },
    {
      descricao: 'REP-C da 671 com CRC-16/MODBUS e sem assinatura: nada a avisar',
      texto: repCModbus,
      leiaute: '671',
      modelo: 'REP-C',
      crc: 'MODBUS',
      marcacoes: MARCACOES_REP_C,
      avisos: [],
    },
    {
      descricao: 'REP-C da 671 com CRC-16/CCITT-FALSE, fuso −04:00 e assinatura',
      texto: repCCcitt,
      leiaute: '671',
      modelo: 'REP-C',
      crc: 'CCITT-FALSE',
      marcacoes: MARCACOES_REP_C,
      avisos: [],
    },
    {
      descricao: 'linhas danificadas no meio: byte NUL, CRC trocado, branco, tamanho, LF, lacuna',
      texto: danificado,
      leiaute: '671',
      modelo: 'REP-C',
      crc: 'KERMIT',
      marcacoes: [
        cpf(3, '2026-03-02T08:00', '52998224725'),
        cpf(4, '2026-03-02T08:03', '11144477735'),
        cpf(5, '2026-03-02T12:00', '52998224725'),
        cpf(6, '2026-03-02T13:00', '52998224725'),
        cpf(8, '2026-03-02T17:00', '11144477735'),
      ],
      avisos: [
        [3, 'CARACTERE_INVALIDO'],
        [3, 'CRC_INVALIDO'],
        [5, 'CRC_INVALIDO'],
        [6, 'LINHA_EM_BRANCO'],
        [7, 'TAMANHO_REGISTRO'],
        [8, 'FIM_DE_LINHA'],
        [9, 'NSR_LACUNA'],
      ],
    },
  ])('$descricao', ({ texto, leiaute, modelo, crc, marcacoes, avisos }) => {
    const lido = ler(texto);
    expect(lido).toMatchObject({ leiaute, modelo, crc, erros: [] });
    expect(
      lido.marcacoes.map(({ nsr, dataHora, cpf, pis }) => ({ nsr, dataHora, cpf, pis })),
    ).toEqual(marcacoes);
    expect(lido.avisos.map((a) => [a.linha, a.codigo])).toEqual(avisos);
    for (const aviso of lido.avisos) expect(aviso.mensagem).toMatch(/\S/);
  });

  it('cada marcação guarda a linha, o fuso gravado e o registro original', () => {
    const [primeira] = ler(repCCcitt).marcacoes;
    expect(primeira).toEqual({
      linha: 5,
      nsr: 4,
      dataHora: '2026-03-02T08:00',
      fuso: '-0400',
      cpf: '52998224725',
      pis: null,
      tipo: '3',
      registro: repCCcitt.split('\r\n')[4],
    });
    expect(ler(afd1510).marcacoes[0]).toMatchObject({ linha: 5, fuso: null, tipo: '3' });
  });

  it('o cabeçalho identifica o REP: empregador, nº de fabricação e modelo', () => {
    expect(ler(repCModbus).cabecalho).toEqual({
      linha: 1,
      tipoIdEmpregador: 'cnpj',
      idEmpregador: '11222333000181',
      razaoSocial: 'EMPRESA FICTICIA DE TESTE LTDA',
      numeroRep: '00004004330012345',
      modeloEquipamento: 'IDCLASS 671',
    });
    expect(ler(afd1510).cabecalho).toMatchObject({
      numeroRep: '00004004330012345',
      modeloEquipamento: '',
    });
    expect(ler(extratoControlId).cabecalho).toBeNull();
  });
});
