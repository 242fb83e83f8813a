import { describe, expect, it } from 'vitest';
import { type DadosComprovante, itensComprovante } from './comprovante.ts';

const HASH = 'e33da96f9cc04b6b73d47993c6b59c3e49ea6a0f6fdcd3f8991e5545d73da820';

const dados: DadosComprovante = {
  nsr: 3,
  empregador: { nome: 'EMPRESA FICTICIA DE TESTE LTDA', tipoId: 'cnpj', id: '11222333000181' },
  trabalhador: { nome: 'MARIA DA SILVA', cpf: '52998224725' },
  marcadoEm: '2026-03-02T08:00:00-0300',
  rep: { tipo: 'REP-P', numeroInpi: '51202300123456789', hash: HASH },
};

describe('comprovante de registro de ponto (Portaria 671 art. 79)', () => {
  it('REP-P: itens na ordem dos incisos I a VIII, com o hash do tipo 7', () => {
    expect(itensComprovante(dados)).toEqual([
      { inciso: 'I', rotulo: 'Título', valor: 'Comprovante de Registro de Ponto do Trabalhador' },
      { inciso: 'II', rotulo: 'NSR', valor: '000000003' },
      { inciso: 'III', rotulo: 'Empregador', valor: 'EMPRESA FICTICIA DE TESTE LTDA' },
      { inciso: 'III', rotulo: 'CNPJ', valor: '11.222.333/0001-81' },
      { inciso: 'V', rotulo: 'Trabalhador', valor: 'MARIA DA SILVA' },
      { inciso: 'V', rotulo: 'CPF do trabalhador', valor: '529.982.247-25' },
      { inciso: 'VI', rotulo: 'Data e hora da marcação', valor: '02/03/2026 08:00 (UTC-03:00)' },
      { inciso: 'VII', rotulo: 'Registro do REP-P no INPI', valor: '51202300123456789' },
      { inciso: 'VIII', rotulo: 'Código hash (SHA-256) da marcação', valor: HASH },
    ]);
  });

  it('trabalho externo: inclui o local (IV) e o CNO do empregador (III)', () => {
    const itens = itensComprovante({
      ...dados,
      empregador: { ...dados.empregador, cadastroObra: { tipo: 'CNO', numero: '900012345678' } },
      localPrestacao: 'OBRA RUA EXEMPLO 200 CAMPINAS SP',
    });
    expect(itens.map((i) => i.inciso)).toEqual([
      'I',
      'II',
      'III',
      'III',
      'III',
      'IV',
      'V',
      'V',
      'VI',
      'VII',
      'VIII',
    ]);
    expect(itens[4]).toEqual({ inciso: 'III', rotulo: 'CNO', valor: '900012345678' });
  });

  it('REP-C: modelo e número de fabricação, sem hash; empregador pessoa física com CPF', () => {
    const itens = itensComprovante({
      ...dados,
      empregador: { nome: 'JOSE PEREIRA', tipoId: 'cpf', id: '12345678909' },
      rep: { tipo: 'REP-C', modelo: 'RELOGIO X', numeroFabricacao: '00004000000012345' },
    });
    expect(itens.slice(3, 4)).toEqual([{ inciso: 'III', rotulo: 'CPF', valor: '123.456.789-09' }]);
    expect(itens.filter((i) => i.inciso === 'VII').map((i) => i.valor)).toEqual([
      'RELOGIO X',
      '00004000000012345',
    ]);
    expect(itens.some((i) => i.inciso === 'VIII')).toBe(false);
  });

  it('REP-P sem hash válido não gera comprovante', () => {
    expect(() =>
      itensComprovante({ ...dados, rep: { ...dados.rep, hash: '' } as DadosComprovante['rep'] }),
    ).toThrow(/hash/);
  });
});
