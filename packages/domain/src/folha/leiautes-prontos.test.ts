import { describe, expect, it } from 'vitest';
import { findLeiautePronto } from './leiautes-prontos.ts';
import { juntarLinhas, renderizarLeiaute } from './motor.ts';
import type { ContextoExportacao, ItemExportacao } from './tipos.ts';

/**
 * Linhas de referência montadas de `shared/design/payroll-layouts.md` com os dados do exemplo de
 * lá: empresa 42, CNPJ 11.222.333/0001-81; Maria da Silva, CPF 529.982.299-70, matrícula 000123,
 * PIS 123.45678.90-0; competência 09/2026; HE 50 % 8h35, HE 100 % 4h00, noturno 10h30, falta
 * parcial 1h20.
 */
const contexto = (codigo: string): ContextoExportacao => ({
  empresa: { codigo, cnpj: '11.222.333/0001-81', nome: 'Exemplo' },
  ano: 2026,
  mes: 9,
  inicio: '2026-09-01',
  fim: '2026-09-30',
});

const maria = (codigoVerba: string, minutos: number): ItemExportacao => ({
  matricula: '000123',
  cpf: '529.982.299-70',
  pis: '123.45678.90-0',
  nome: 'Maria da Silva',
  departamentoCodigo: '1',
  codigoVerba,
  unidade: 'horas',
  quantidade: minutos,
});

const linhas = (chave: string, codigoEmpresa: string, itens: ItemExportacao[]) => {
  const l = findLeiautePronto(chave)!;
  const r = renderizarLeiaute(l.definicao, contexto(codigoEmpresa), itens);
  expect(r.erros).toEqual([]);
  return r.linhas;
};

describe('leiautes prontos, byte a byte com o documento', () => {
  it('Domínio registro 10 (V2, §2.1): as quatro linhas de exemplo, 43 colunas', () => {
    const r = linhas('dominio', '42', [
      maria('150', 515),
      maria('200', 240),
      maria('250', 630),
      maria('8069', 80),
    ]);
    expect(r).toEqual([
      '1000000001232026090150110000008350000000042',
      '1000000001232026090200110000004000000000042',
      '1000000001232026090250110000010300000000042',
      '1000000001232026098069110000001200000000042',
    ]);
    for (const x of r) expect(x).toHaveLength(43);
  });

  it('Domínio registros 10 e 11 (S1, §2.2): a linha de falta seguida do dia, 11 colunas', () => {
    const r = linhas('dominio-faltas', '42', [
      maria('150', 515),
      { ...maria('8069', 80), datas: ['2026-09-08'] },
    ]);
    expect(r).toEqual([
      '1000000001232026090150110000008350000000042',
      '1000000001232026098069110000001200000000042',
      '11202609081',
    ]);
  });

  it('Domínio registros 10 e 11: um registro 11 por dia, na ordem, depois da sua linha', () => {
    const r = linhas('dominio-faltas', '42', [
      { ...maria('8070', 2), unidade: 'dias', datas: ['2026-09-08', '2026-09-21'] },
      maria('150', 515),
    ]);
    expect(r).toEqual([
      '1000000001232026098070110000002000000000042',
      '11202609081',
      '11202609211',
      '1000000001232026090150110000008350000000042',
    ]);
    // O registro 10 sozinho (V2) não escreve os dias.
    expect(linhas('dominio', '42', [{ ...maria('8069', 80), datas: ['2026-09-08'] }])).toHaveLength(
      1,
    );
  });

  it('Alterdata (V2 nas posições, §5): a linha de 90 colunas do exemplo, horas centesimais', () => {
    const r = linhas('alterdata', '42', [maria('15', 515)]);
    expect(r).toEqual([
      '000001000420109263009260000000000000001500000000000858000123 11222333000181123456789000001',
    ]);
    expect(r[0]).toHaveLength(90);
  });

  it('Calima (S1, §6): CCCCCRRRRRREEEHHHMM', () => {
    expect(linhas('calima', '42', [maria('150', 515)])).toEqual(['0012320260915000835']);
  });

  it('Calima recusa verba em dias (o campo é HHHMM)', () => {
    const l = findLeiautePronto('calima')!;
    const r = renderizarLeiaute(l.definicao, contexto('42'), [
      { ...maria('300', 2), unidade: 'dias' },
    ]);
    expect(r.erros[0]?.mensagem).toBe('a verba 300 é em dias e este leiaute só aceita horas');
  });

  it('Senior Modelo 35 (S1, §4): 62 colunas, horas no RefEve e valor zerado', () => {
    const r = linhas('senior-modelo-35', '1', [maria('150', 515)]);
    expect(r).toEqual(['0100011000000123001500190150000000000010000000083500000000000I']);
    expect(r[0]).toHaveLength(62);
  });

  it('TOTVS Protheus (INF, §3.1): o pré-ajuste com `;` do exemplo', () => {
    expect(linhas('protheus', '42', [maria('101', 515)])).toEqual([
      '01;000123;101;H;8.35;0.00;20260930;000000001;00001;202609;01;FOL',
    ]);
  });

  it('TOTVS RM Labore (INF, §3.2): o candidato do exemplo', () => {
    expect(linhas('rm-labore', '1', [maria('150', 515)])).toEqual([
      '1;000123;0150;30/09/2026;008:35;0,00;0,00',
    ]);
  });

  it('Webfopag (S1, §6): `;` depois de cada campo, larguras do pré-ajuste do Pontofopag', () => {
    // O CPF vai com máscara também quando guardado só com os dígitos.
    const r = linhas('webfopag', '42', [
      maria('150', 515),
      { ...maria('300', 2), unidade: 'dias', cpf: '52998229970' },
    ]);
    const resto = `;000000;000123         ;          ;42   ;000123    ;12345678900 ;${'Maria da Silva'.padEnd(99, ' ')};`;
    expect(r).toEqual([
      `529.982.299-70;00150;008,35${resto}`,
      `529.982.299-70;00300;002,00${resto}`,
    ]);
    // 10 campos + 10 separadores: 14+5+6+6+15+10+5+10+12+99 = 182 caracteres de dados.
    for (const x of r) expect(x).toHaveLength(192);
  });

  it('Webfopag: quantidade acima de 999h59 não cabe em HHH,MM e é erro, nunca corte', () => {
    const l = findLeiautePronto('webfopag')!;
    const r = renderizarLeiaute(l.definicao, contexto('42'), [maria('150', 1000 * 60)]);
    expect(r.erros[0]?.mensagem).toBe("quantidade: o valor '1000,00' excede o tamanho 6 do campo");
  });

  it('arquivo com CRLF depois de cada linha; sem linhas, vazio', () => {
    const d = findLeiautePronto('calima')!.definicao;
    expect(juntarLinhas(d, ['a', 'b'])).toBe('a\r\nb\r\n');
    expect(juntarLinhas(d, [])).toBe('');
  });
});
