import { describe, expect, it } from 'vitest';
import { createBarramento, type EventoDominio } from './eventos.ts';

const evento: EventoDominio = {
  tipo: 'colaborador.alterado',
  empresaId: 2,
  usuarioId: 10,
  acao: 'alterado',
};

describe('barramento de eventos de domínio', () => {
  it('entrega o evento a cada assinante e espera todos em ocioso()', async () => {
    const erros: string[] = [];
    const barramento = createBarramento({ error: (_o, msg) => erros.push(msg) });
    const recebidos: string[] = [];
    barramento.assinar(async (e) => {
      await new Promise((r) => setTimeout(r, 5));
      recebidos.push(`a:${e.tipo}`);
    });
    barramento.assinar(async (e) => {
      recebidos.push(`b:${e.tipo}`);
    });
    barramento.publicar(evento);
    expect(recebidos).toEqual([]);
    await barramento.ocioso();
    expect(recebidos.sort()).toEqual(['a:colaborador.alterado', 'b:colaborador.alterado']);
    expect(erros).toEqual([]);
  });

  it('um assinante que falha é registrado no log e não impede os outros', async () => {
    const erros: string[] = [];
    const barramento = createBarramento({ error: (_o, msg) => erros.push(msg) });
    const recebidos: number[] = [];
    barramento.assinar(async () => {
      throw new Error('falhou');
    });
    barramento.assinar(async (e) => {
      if (e.tipo === 'colaborador.alterado') recebidos.push(e.usuarioId);
    });
    barramento.publicar(evento);
    await barramento.ocioso();
    expect(recebidos).toEqual([10]);
    expect(erros).toEqual(['assinante de evento falhou']);
  });
});
