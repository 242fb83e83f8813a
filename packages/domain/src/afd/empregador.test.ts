import { describe, expect, it } from 'vitest';
import {
  identificacaoEmpregadorAfd,
  localPrestacaoAfd,
  trechoIdentificacaoEmpregadorAfd,
} from './empregador.ts';
import { normalizarTextoLatin1 } from './latin1.ts';
import { montarRegistroEmpregadorAfd } from './registros.ts';

const endereco = {
  nome: 'Loja Centro',
  logradouro: 'Rua das Flores',
  numero: '123',
  complemento: 'Sala 4',
  bairro: 'Centro',
  cep: '01001000',
  cidade: 'São Paulo',
  uf: 'SP',
};

describe('local de prestação de serviços (AFD tipo 2)', () => {
  it('com logradouro, o endereço completo', () => {
    expect(localPrestacaoAfd(endereco)).toBe(
      'Rua das Flores, 123, Sala 4 - Centro - São Paulo/SP - CEP 01001-000',
    );
  });

  it('sem número é s/n; sem complemento, bairro e CEP, só o que existe', () => {
    expect(
      localPrestacaoAfd({
        ...endereco,
        numero: null,
        complemento: '',
        bairro: null,
        cep: null,
      }),
    ).toBe('Rua das Flores, s/n - São Paulo/SP');
  });

  it('sem logradouro, o texto de antes: nome - cidade - UF', () => {
    expect(localPrestacaoAfd({ ...endereco, logradouro: '  ' })).toBe(
      'Loja Centro - São Paulo - SP',
    );
    expect(localPrestacaoAfd({ nome: 'Matriz', cidade: null, uf: 'SP' })).toBe('Matriz - SP');
  });

  it('acima de 100 caracteres sai o complemento, depois o bairro, depois o CEP', () => {
    const longo = {
      ...endereco,
      logradouro: 'Avenida Presidente Juscelino Kubitschek de Oliveira',
      complemento: 'Conjunto 1201, Torre Norte',
    };
    expect(localPrestacaoAfd(longo)).toBe(
      'Avenida Presidente Juscelino Kubitschek de Oliveira, 123 - Centro - São Paulo/SP - CEP 01001-000',
    );
    const bairroLongo = { ...longo, bairro: 'Vila Nova Conceição' };
    expect(localPrestacaoAfd(bairroLongo)).toBe(
      'Avenida Presidente Juscelino Kubitschek de Oliveira, 123 - São Paulo/SP - CEP 01001-000',
    );
    const ruaLonga = { ...bairroLongo, logradouro: `${longo.logradouro} Quadra Sul Bloco Beta` };
    expect(localPrestacaoAfd(ruaLonga)).toBe(
      'Avenida Presidente Juscelino Kubitschek de Oliveira Quadra Sul Bloco Beta, 123 - São Paulo/SP',
    );
  });

  it('logradouro que não cabe é cortado na última palavra inteira, com número, município e UF', () => {
    const local = localPrestacaoAfd({
      ...endereco,
      logradouro: `Rodovia ${'Governador Doutor '.repeat(6)}Final`,
      numero: 'km 12',
    });
    expect(local.length).toBeLessThanOrEqual(100);
    expect(local).toMatch(/^Rodovia (Governador Doutor )+Governador, km 12 - São Paulo\/SP$/);
  });

  it('conta os caracteres depois da normalização para ISO-8859-1', () => {
    const local = localPrestacaoAfd({
      ...endereco,
      logradouro: `Rua ${'Ő'.repeat(70)}`,
      complemento: 'Fundos',
    });
    expect(normalizarTextoLatin1(local).length).toBeLessThanOrEqual(100);
    expect(local).not.toContain('Fundos');
  });
});

describe('identificação do empregador no tipo 2', () => {
  it('CNO antes do CAEPF; CPF pelos 11 dígitos; o trecho é o do registro montado', () => {
    const id = identificacaoEmpregadorAfd({
      ...endereco,
      razaoSocial: 'Demo Comércio Ltda',
      cnpj: '39053344705',
      caepf: '12345678900123',
      cno: null,
    });
    expect(id).toMatchObject({ tipoIdEmpregador: 'cpf', cnoCaepf: '12345678900123' });
    expect(
      identificacaoEmpregadorAfd({
        ...endereco,
        razaoSocial: 'X',
        cnpj: '11222333000181',
        caepf: '1',
        cno: '2',
      }),
    ).toMatchObject({ tipoIdEmpregador: 'cnpj', cnoCaepf: '2' });
    const linha = montarRegistroEmpregadorAfd({
      nsr: 1,
      gravadoEm: '2026-11-16T08:00:00-0300',
      cpfResponsavel: '39053344705',
      ...id,
    });
    expect(linha.slice(48, 327)).toBe(trechoIdentificacaoEmpregadorAfd(id));
    expect(linha.slice(227, 327).trimEnd()).toBe(
      'Rua das Flores, 123, Sala 4 - Centro - São Paulo/SP - CEP 01001-000',
    );
  });
});
