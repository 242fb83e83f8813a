import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createAppDeTeste();
  token = await t.token('colaborador@demo.jornada.dev');
});
afterAll(() => t.close());

const marcar = (payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/api/main/MarcarPonto3', headers: auth(), payload });

describe('POST /api/main/MarcarPonto3', () => {
  it('corpo vazio registra com a hora do servidor no fuso da empresa, pelo navegador', async () => {
    t.relogio.agora = new Date('2026-11-16T11:02:31Z'); // 08:02 em Brasília
    const r = await marcar();
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo.Success).toBe(true);
    expect(corpo.Data.marcacao).toMatchObject({
      data: '2026-11-16',
      hora: '08:02',
      origem: 'navegador',
      offline: false,
      duplicada: false,
    });
    expect(corpo.Data.marcacao.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(corpo.Data.comprovanteId).toBe(corpo.Data.marcacao.hash.slice(0, 20).toUpperCase());
  });

  it('o NSR continua a sequência da filial sem lacuna e o hash encadeia no anterior', async () => {
    const [antes] = await t.db.query<{ ultimo_nsr: string; ultimo_hash: string }>(
      'select ultimo_nsr, ultimo_hash from rep where empresa_id = 2',
    );
    t.relogio.agora = new Date('2026-11-16T15:00:00Z');
    const { marcacao } = (await marcar()).json().Data;
    expect(marcacao.nsr).toBe(Number(antes!.ultimo_nsr) + 1);
    const [cpf] = await t.db.query<{ cpf: string }>('select cpf from marcacao where id = $1', [
      marcacao.id,
    ]);
    const campos = `${String(marcacao.nsr).padStart(9, '0')}72026-11-16T12:00:00-0300${cpf!.cpf.padStart(12, '0')}2026-11-16T12:00:00-030002${'0'}`;
    expect(campos).toHaveLength(73);
    const esperado = createHash('sha256')
      .update(Buffer.from(campos + antes!.ultimo_hash, 'latin1'))
      .digest('hex');
    expect(marcacao.hash).toBe(esperado);
  });

  it('duas marcações no mesmo minuto: ambas guardadas, a segunda sinalizada como duplicada', async () => {
    t.relogio.agora = new Date('2026-11-16T16:00:05Z');
    const a = (await marcar()).json().Data.marcacao;
    t.relogio.agora = new Date('2026-11-16T16:00:40Z');
    const b = (await marcar()).json().Data.marcacao;
    expect(a.duplicada).toBe(false);
    expect(b.duplicada).toBe(true);
    expect(b.nsr).toBe(a.nsr + 1);
  });

  it('repetir o mesmo eventoId não cria outra marcação', async () => {
    const eventoId = '7b0a1c52-4a57-4c1c-9d55-2f7c1d5f0e11';
    t.relogio.agora = new Date('2026-11-16T17:10:00Z');
    const a = (await marcar({ eventoId })).json();
    t.relogio.agora = new Date('2026-11-16T17:11:00Z');
    const b = (await marcar({ eventoId })).json();
    expect(b.Data.marcacao.id).toBe(a.Data.marcacao.id);
    expect(b.Mensagem).toBe('Marcação já registrada.');
  });

  it('nunca recusa marcação fora da escala (Portaria 671 art. 74): domingo de madrugada', async () => {
    t.relogio.agora = new Date('2026-11-22T06:13:00Z');
    const r = await marcar();
    expect(r.statusCode).toBe(200);
    expect(r.json().Data.marcacao).toMatchObject({ data: '2026-11-22', hora: '03:13' });
  });

  it.each([
    [{ latitude: 123 }, 'latitude'],
    [{ eventoId: 'abc' }, 'eventoId'],
    [{ origem: 'fax' }, 'origem'],
  ])('entrada inválida %j: 400 nomeando o campo e nada gravado', async (payload, campo) => {
    const [antes] = await t.db.query<{ n: string }>('select count(*) as n from marcacao');
    const r = await marcar(payload);
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe(campo);
    const [depois] = await t.db.query<{ n: string }>('select count(*) as n from marcacao');
    expect(depois!.n).toBe(antes!.n);
  });
});

describe('imutabilidade (Portaria 671)', () => {
  it('o banco recusa UPDATE e DELETE de marcação original', async () => {
    await expect(t.db.query('update marcacao set minuto = 0 where empresa_id = 2')).rejects.toThrow(
      /imutável/,
    );
    await expect(t.db.query('delete from marcacao where empresa_id = 2')).rejects.toThrow(
      /imutável/,
    );
  });
});

describe('GET /api/main/monolito/dia-resumido', () => {
  it('lista as marcações do dia do colaborador em ordem', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/main/monolito/dia-resumido?data=2026-11-16',
      headers: auth(),
    });
    expect(r.statusCode).toBe(200);
    const { data } = r.json();
    const horas = data.marcacoes.map((m: { hora: string }) => m.hora);
    expect(horas).toEqual([...horas].sort());
    expect(horas).toContain('08:02');
  });

  it('data inválida responde 400 em português', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/main/monolito/dia-resumido?data=2026-02-30',
      headers: auth(),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().Mensagem).toBe('query data: data inexistente');
  });
});
