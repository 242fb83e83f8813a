import { describe, expect, it } from 'vitest';
import { createMessageBird, smsDoAmbiente, type TransporteHttp } from './mensagem.sms.ts';

/** Transporte falso no lugar do fetch: o teste vê o pedido que iria à MessageBird. */
const transporteFalso = (status = 201) => {
  const pedidos: { url: string; headers: Record<string, string>; corpo: unknown }[] = [];
  const transporte: TransporteHttp = async (url, init) => {
    pedidos.push({ url, headers: init.headers, corpo: JSON.parse(init.body) });
    return { ok: status < 300, status, text: async () => '{"errors":[{"code":2}]}' };
  };
  return { pedidos, transporte };
};

describe('SMS pela MessageBird', () => {
  it('envia POST /messages com AccessKey, originator, recipients e body', async () => {
    const f = transporteFalso();
    const sms = createMessageBird({
      accessKey: 'live_abc',
      originator: 'Jornada',
      transporte: f.transporte,
    });
    await sms.enviar('+55 (11) 98765-4321', 'Nova mensagem no Jornada');
    expect(f.pedidos).toEqual([
      {
        url: 'https://rest.messagebird.com/messages',
        headers: expect.objectContaining({ authorization: 'AccessKey live_abc' }),
        corpo: {
          originator: 'Jornada',
          recipients: [5511987654321],
          body: 'Nova mensagem no Jornada',
        },
      },
    ]);
  });

  it('resposta de erro e telefone inválido viram falha', async () => {
    const f = transporteFalso(401);
    const sms = createMessageBird({
      accessKey: 'x',
      originator: 'Jornada',
      transporte: f.transporte,
    });
    await expect(sms.enviar('11987654321', 'oi')).rejects.toThrow('MessageBird respondeu 401');
    await expect(sms.enviar('123', 'oi')).rejects.toThrow('telefone inválido');
  });

  it('só existe com a chave e o remetente no ambiente', () => {
    expect(smsDoAmbiente({})).toBeNull();
    expect(smsDoAmbiente({ MESSAGEBIRD_ACCESS_KEY: 'x' })).toBeNull();
    expect(
      smsDoAmbiente({ MESSAGEBIRD_ACCESS_KEY: 'x', MESSAGEBIRD_ORIGINATOR: 'Jornada' })?.nome,
    ).toBe('MessageBird');
  });
});
