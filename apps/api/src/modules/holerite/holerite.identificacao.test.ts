import { describe, expect, it } from 'vitest';
import {
  cpfsNoTexto,
  identificarPagina,
  matriculasNoTexto,
  montarCadastro,
} from './holerite.identificacao.ts';

const PAULA = { id: 1, nome: 'Paula Andrade', cpf: '52998224725', matricula: '1003' };
const BRUNO = { id: 2, nome: 'Bruno Lima', cpf: '11144477735', matricula: '0042' };
const cadastro = montarCadastro([PAULA, BRUNO]);

describe('leitura de CPF e matrícula no texto da página', () => {
  it.each([
    {
      descricao: 'CPF formatado',
      texto: 'Nome: Paula CPF: 529.982.247-25',
      esperado: ['52998224725'],
    },
    { descricao: 'CPF só com dígitos', texto: 'CPF 52998224725 Cargo', esperado: ['52998224725'] },
    { descricao: 'dígito verificador errado não é CPF', texto: 'CPF 529.982.247-26', esperado: [] },
    {
      descricao: 'CNPJ da empresa não vira CPF',
      texto: 'CNPJ: 11.222.333/0001-81 e 11222333000181',
      esperado: [],
    },
    { descricao: 'sequência repetida não é CPF', texto: '111.111.111-11', esperado: [] },
  ])('$descricao', ({ texto, esperado }) => expect(cpfsNoTexto(texto)).toEqual(esperado));

  it.each([
    { texto: 'Matrícula: 0042', esperado: ['42'] },
    { texto: 'Matricula 1003 Nome', esperado: ['1003'] },
    { texto: 'Matr. nº 1003', esperado: ['1003'] },
  ])('matrícula em "$texto"', ({ texto, esperado }) =>
    expect(matriculasNoTexto(texto)).toEqual(esperado),
  );
});

describe('dono da página', () => {
  it.each([
    {
      descricao: 'pelo CPF',
      texto: 'Recibo de pagamento — Paula Andrade — CPF: 529.982.247-25',
      esperado: { tipo: 'encontrada', pessoa: PAULA, por: 'cpf' },
    },
    {
      descricao: 'pela matrícula, com zeros à esquerda',
      texto: 'Recibo — Matrícula: 42 — Bruno',
      esperado: { tipo: 'encontrada', pessoa: BRUNO, por: 'matricula' },
    },
    {
      descricao: 'o CPF vale mais que a matrícula de outra pessoa',
      texto: 'CPF 111.444.777-35 Matrícula: 1003',
      esperado: { tipo: 'encontrada', pessoa: BRUNO, por: 'cpf' },
    },
    {
      descricao: 'dois colaboradores na mesma página: fica de fora',
      texto: 'CPF 529.982.247-25 e CPF 111.444.777-35',
      esperado: {
        tipo: 'nao-identificada',
        identificador: '529.982.247-25, 111.444.777-35',
        motivo: 'A página tem o CPF de mais de um colaborador.',
      },
    },
    {
      descricao: 'CPF de quem não é da empresa',
      texto: 'CPF 123.456.789-09',
      esperado: {
        tipo: 'nao-identificada',
        identificador: '123.456.789-09',
        motivo: 'Nenhum colaborador da empresa tem este CPF.',
      },
    },
    {
      descricao: 'matrícula desconhecida',
      texto: 'Matrícula: 777',
      esperado: {
        tipo: 'nao-identificada',
        identificador: '777',
        motivo: 'Nenhum colaborador da empresa tem esta matrícula.',
      },
    },
    {
      descricao: 'página sem identificação (capa, resumo)',
      texto: 'Resumo da folha de outubro',
      esperado: {
        tipo: 'nao-identificada',
        identificador: null,
        motivo: 'Nenhum CPF ou matrícula encontrado na página.',
      },
    },
  ])('$descricao', ({ texto, esperado }) =>
    expect(identificarPagina(texto, cadastro)).toEqual(esperado),
  );
});
