import { describe, expect, it } from 'vitest';
import { formatarData, formatarQuantidade } from './formatos.ts';
import { renderizarLeiaute } from './motor.ts';
import type { DefinicaoLeiaute, ItemExportacao } from './tipos.ts';

const ctx = {
  empresa: { codigo: '7', cnpj: '11.222.333/0001-81', nome: 'Demo Comércio Ltda' },
  ano: 2026,
  mes: 10,
  inicio: '2026-10-01',
  fim: '2026-10-31',
};
const item = (v: Partial<ItemExportacao> = {}): ItemExportacao => ({
  matricula: '1001',
  cpf: '529.982.247-25',
  pis: null,
  nome: 'Ana Souza',
  departamentoCodigo: null,
  codigoVerba: '150',
  unidade: 'horas',
  quantidade: 515,
  ...v,
});

describe('formatos de horas, números e datas', () => {
  it.each([
    { descricao: 'sexagesimal implícito', f: 'sexagesimal', casas: 2, sep: '', esperado: '835' },
    { descricao: 'sexagesimal com ponto', f: 'sexagesimal', casas: 2, sep: '.', esperado: '8.35' },
    { descricao: 'sexagesimal 4 casas', f: 'sexagesimal', casas: 4, sep: ',', esperado: '8,3500' },
    { descricao: 'centesimal 2 casas', f: 'centesimal', casas: 2, sep: ',', esperado: '8,58' },
    { descricao: 'centesimal 4 casas', f: 'centesimal', casas: 4, sep: '.', esperado: '8.5833' },
    { descricao: 'minutos inteiros', f: 'minutos', casas: 0, sep: '', esperado: '515' },
  ] as const)('$descricao: 8h35 → $esperado', ({ f, casas, sep, esperado }) => {
    expect(
      formatarQuantidade(515, 'horas', {
        formatoHoras: f,
        casasDecimais: casas,
        separadorDecimal: sep,
      }),
    ).toBe(esperado);
  });

  it('centesimal arredonda meio para cima: 1 min = 0,0167 h; 3 min = 0,05 h', () => {
    const f = { formatoHoras: 'centesimal', casasDecimais: 2, separadorDecimal: '.' } as const;
    expect(formatarQuantidade(1, 'horas', f)).toBe('0.02');
    expect(formatarQuantidade(3, 'horas', f)).toBe('0.05');
  });

  it('dias ignoram a notação das horas', () => {
    const f = { formatoHoras: 'sexagesimal', casasDecimais: 2, separadorDecimal: ',' } as const;
    expect(formatarQuantidade(3, 'dias', f)).toBe('3,00');
  });

  it.each([
    ['AAAAMM', '202610'],
    ['MMAAAA', '102026'],
    ['AAAAMMDD', '20261031'],
    ['DDMMAA', '311026'],
    ['DDMMAAAA', '31102026'],
    ['DD/MM/AAAA', '31/10/2026'],
    ['AAAA-MM-DD', '2026-10-31'],
  ] as const)('data %s → %s', (formato, esperado) => {
    expect(formatarData('2026-10-31', formato)).toBe(esperado);
  });
});

describe('motor de leiautes', () => {
  const delimitado: DefinicaoLeiaute = {
    tipo: 'delimitado',
    separador: ';',
    separadorNoFim: true,
    cabecalho: [
      { fonte: 'fixo', valor: 'CAB' },
      { fonte: 'empresaCnpj' },
      { fonte: 'competencia', formatoData: 'MMAAAA' },
    ],
    campos: [
      { fonte: 'cpf' },
      { fonte: 'nome' },
      { fonte: 'codigoVerba', tamanho: 5 },
      { fonte: 'quantidade', formatoHoras: 'centesimal', casasDecimais: 2, separadorDecimal: ',' },
    ],
    rodape: [
      { fonte: 'fixo', valor: 'TOT' },
      { fonte: 'totalLinhas', tamanho: 4 },
    ],
    fimDeLinha: 'LF',
    codificacao: 'utf-8',
  };

  it('cabeçalho, linhas e rodapé; CPF só com dígitos; código (texto) alinhado à esquerda', () => {
    const r = renderizarLeiaute(delimitado, ctx, [
      item(),
      item({ codigoVerba: '200', quantidade: 0 }),
    ]);
    expect(r.erros).toEqual([]);
    expect(r.linhas).toEqual([
      'CAB;11222333000181;102026;',
      '52998224725;Ana Souza;150  ;8,58;',
      'TOT;0001;',
    ]);
  });

  it('exporta zeradas só quando pedido', () => {
    const r = renderizarLeiaute({ ...delimitado, exportarZeradas: true }, ctx, [
      item({ quantidade: 0 }),
    ]);
    expect(r.linhas[1]).toBe('52998224725;Ana Souza;150  ;0,00;');
  });

  it('valor maior que o campo é erro com linha e campo, nunca corte', () => {
    const r = renderizarLeiaute(delimitado, ctx, [item({ codigoVerba: '123456' })]);
    expect(r.erros).toEqual([
      {
        linha: 2,
        item: 1,
        campo: 3,
        fonte: 'codigoVerba',
        mensagem: "código da verba: o valor '123456' excede o tamanho 5 do campo",
      },
    ]);
  });

  it('matrícula ausente é erro (a folha identifica o empregado por ela)', () => {
    const d: DefinicaoLeiaute = {
      tipo: 'fixo',
      campos: [{ fonte: 'matricula', tamanho: 6 }],
      fimDeLinha: 'CRLF',
      codificacao: 'iso-8859-1',
    };
    const r = renderizarLeiaute(d, ctx, [item({ matricula: null })]);
    expect(r.erros[0]?.mensagem).toBe('matrícula ausente');
  });
});

describe('máscara de documentos e registros por data', () => {
  const d = (v: Partial<DefinicaoLeiaute>): DefinicaoLeiaute => ({
    tipo: 'delimitado',
    separador: ';',
    campos: [
      { fonte: 'cpf', mascara: true },
      { fonte: 'pis', mascara: true },
      { fonte: 'empresaCnpj', mascara: true },
    ],
    fimDeLinha: 'LF',
    codificacao: 'utf-8',
    ...v,
  });

  it('CPF, PIS e CNPJ com máscara, guardados com ou sem ela; outro tamanho: só os dígitos', () => {
    const r = renderizarLeiaute(d({}), ctx, [
      item({ cpf: '52998224725', pis: '12345678900' }),
      item({ cpf: '5299822472', pis: '123.45678.90-0' }),
    ]);
    expect(r.linhas).toEqual([
      '529.982.247-25;123.45678.90-0;11.222.333/0001-81',
      '5299822472;123.45678.90-0;11.222.333/0001-81',
    ]);
  });

  it('um registro por data depois da linha; valor maior que o campo aponta a linha do registro', () => {
    const r = renderizarLeiaute(
      d({
        campos: [{ fonte: 'codigoVerba' }],
        registroPorData: [
          { fonte: 'fixo', valor: 'D' },
          { fonte: 'data', formatoData: 'DD/MM/AAAA', tamanho: 8 },
        ],
      }),
      ctx,
      [item({ datas: ['2026-10-05'] }), item({ codigoVerba: '200' })],
    );
    expect(r.linhas).toEqual(['150', 'D;', '200']);
    expect(r.erros).toEqual([
      {
        linha: 2,
        item: 1,
        campo: 2,
        fonte: 'data',
        mensagem: "data do registro: o valor '05/10/2026' excede o tamanho 8 do campo",
      },
    ]);
  });
});
