import { describe, expect, it } from 'vitest';
import {
  conferirMapeamento,
  lerDataImportacao,
  normalizarCabecalho,
  proporMapeamento,
  repetidosNoArquivo,
} from './importacao.ts';

describe('mapeamento de colunas da importação de colaboradores', () => {
  it('reconhece o cabeçalho sem acento, sem caixa e com sinônimos', () => {
    const m = proporMapeamento([
      'NOME COMPLETO',
      'E-mail',
      'C.P.F.',
      'PIS/PASEP',
      'Matrícula',
      'Data de Admissão',
      'Filial',
      'Setor',
      'Função',
      'E-mail do gestor',
    ]);
    expect(m).toEqual({
      nome: 0,
      email: 1,
      cpf: 2,
      pis: 3,
      matricula: 4,
      admissao: 5,
      filial: 6,
      departamento: 7,
      cargo: 8,
      gestor: 9,
      // Colunas opcionais que a planilha não trouxe ficam sem posição.
      centroCusto: null,
      tipoContrato: null,
      celular: null,
    });
  });

  it('deixa sem coluna o que o cabeçalho não tem e não usa uma coluna duas vezes', () => {
    const m = proporMapeamento(['cpf', 'nome', 'cpf']);
    expect(m.cpf).toBe(0);
    expect(m.nome).toBe(1);
    expect(m.email).toBeNull();
    expect(normalizarCabecalho(' Admissão ')).toBe('admissao');
  });

  it('aponta obrigatório sem coluna, coluna repetida e coluna inexistente', () => {
    const m = { ...proporMapeamento(['nome', 'email', 'cpf', 'admissao', 'filial']), pis: 0 };
    expect(conferirMapeamento(m, 5).map((e) => e.mensagem)).toEqual([
      'PIS e Nome usam a mesma coluna.',
    ]);
    expect(conferirMapeamento({ ...m, pis: null, filial: null }, 5)[0]?.mensagem).toBe(
      'Escolha a coluna de Filial.',
    );
    expect(conferirMapeamento({ ...m, pis: 9 }, 5)[0]?.mensagem).toBe(
      'A coluna de PIS não existe.',
    );
  });
});

describe('datas e repetidos da planilha', () => {
  it('lê DD/MM/AAAA e ISO e recusa datas impossíveis', () => {
    expect(lerDataImportacao('05/03/2026')).toBe('2026-03-05');
    expect(lerDataImportacao('5/3/2026')).toBe('2026-03-05');
    expect(lerDataImportacao('2026-03-05')).toBe('2026-03-05');
    expect(lerDataImportacao('2026-03-05T00:00:00.000Z')).toBe('2026-03-05');
    expect(lerDataImportacao('31/02/2026')).toBeNull();
    expect(lerDataImportacao('2026/13/01')).toBeNull();
    expect(lerDataImportacao('ontem')).toBeNull();
    expect(lerDataImportacao('')).toBeNull();
  });

  it('marca cada repetição com a posição da primeira e ignora vazios', () => {
    const r = repetidosNoArquivo(['a', '', 'b', 'a', '', 'a']);
    expect([...r.entries()]).toEqual([
      [3, 0],
      [5, 0],
    ]);
  });
});
