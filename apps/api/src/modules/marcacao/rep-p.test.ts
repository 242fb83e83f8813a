import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { registrarServicoDisponivel } from './use-cases/servico-disponivel.ts';

let t: AppDeTeste;
let token: string;

beforeAll(async () => {
  t = await createAppDeTeste();
  token = await t.token('colaborador@demo.jornada.dev');
});
afterAll(() => t.close());

const marcar = (payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/main/MarcarPonto3',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

const sha256 = (texto: string) =>
  createHash('sha256').update(Buffer.from(texto, 'latin1')).digest('hex');

describe('marcação off-line (Portaria 671 Anexo IX)', () => {
  it('grava a hora do dispositivo (campo 3), a da recepção (campo 5) e a flag off-line no hash', async () => {
    const [antes] = await t.db.query<{ ultimo_hash: string }>(
      'select ultimo_hash from rep where empresa_id = 2',
    );
    t.relogio.agora = new Date('2026-11-16T14:40:10Z'); // recebida às 11:40
    const r = await marcar({
      offline: true,
      dataHoraDispositivo: '2026-11-16T07:58:31-03:00',
      origem: 'aplicativo',
      eventoId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(r.statusCode).toBe(200);
    const { marcacao, comprovanteId, comprovanteUrl } = r.json().Data;
    expect(marcacao).toMatchObject({ hora: '07:58', offline: true, origem: 'aplicativo' });
    expect(marcacao.gravadoEm).toBe('2026-11-16T14:40:10.000Z');
    expect(comprovanteUrl).toBe(`/api/main/comprovantes/${comprovanteId}/pdf`);
    const [cpf] = await t.db.query<{ cpf: string }>('select cpf from marcacao where id = $1', [
      marcacao.id,
    ]);
    const campos = `${String(marcacao.nsr).padStart(9, '0')}72026-11-16T07:58:00-0300${cpf!.cpf.padStart(12, '0')}2026-11-16T11:40:00-0300011`;
    expect(marcacao.hash).toBe(sha256(campos + antes!.ultimo_hash));
  });

  it('reenviar a mesma marcação off-line (mesmo eventoId) não duplica', async () => {
    const r = await marcar({
      offline: true,
      dataHoraDispositivo: '2026-11-16T07:58:31-03:00',
      eventoId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(r.json().Mensagem).toBe('Marcação já registrada.');
  });

  it('relógio do aparelho adiantado: a marcação fica com a hora da recepção, nunca no futuro', async () => {
    t.relogio.agora = new Date('2026-11-16T15:00:00Z');
    const r = await marcar({ offline: true, dataHoraDispositivo: '2026-11-16T13:30:00-03:00' });
    expect(r.json().Data.marcacao).toMatchObject({
      hora: '12:00',
      dataHoraDispositivo: '2026-11-16T16:30:00.000Z',
    });
  });

  it.each([
    [{ offline: true }, 'dataHoraDispositivo'],
    [{ dataHoraDispositivo: '2026-11-16T07:00:00-03:00' }, 'dataHoraDispositivo'],
    [{ offline: true, dataHoraDispositivo: '16/11/2026 07:00' }, 'dataHoraDispositivo'],
  ])('off-line inválida %j: 400 nomeando o campo', async (payload, campo) => {
    const r = await marcar(payload);
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe(campo);
  });
});

describe('NSR compartilhado com os eventos do REP (AFD tipos 2, 5 e 6)', () => {
  it('a semente grava empregador (tipo 2) e empregados (tipo 5) antes das marcações, a partir do NSR 1', async () => {
    const eventos = await t.db.query<{ nsr: number; tipo: string; registro: string }>(
      'select nsr::int as nsr, tipo, registro from rep_evento where empresa_id = 2 order by nsr',
    );
    expect(eventos[0]).toMatchObject({ nsr: 1, tipo: '2' });
    expect(eventos[0]!.registro).toHaveLength(331);
    expect(eventos.slice(1).every((e) => e.tipo === '5' && e.registro.length === 118)).toBe(true);
    const [primeira] = await t.db.query<{ nsr: string }>(
      'select min(nsr) as nsr from marcacao where empresa_id = 2',
    );
    expect(Number(primeira!.nsr)).toBe(eventos.length + 1);
  });

  it('serviço disponível (tipo 6, evento 07) consome o próximo NSR e não se repete', async () => {
    const [rep] = await t.db.query<{ ultimo_nsr: string }>(
      'select ultimo_nsr from rep where empresa_id = 2',
    );
    expect(await registrarServicoDisponivel(t.db.db, [2], new Date('2026-11-16T15:05:00Z'))).toBe(
      1,
    );
    expect(await registrarServicoDisponivel(t.db.db, [2], new Date('2026-11-16T15:06:00Z'))).toBe(
      0,
    );
    const [evento] = await t.db.query<{ nsr: string; registro: string }>(
      "select nsr::text as nsr, registro from rep_evento where empresa_id = 2 and tipo = '6'",
    );
    expect(Number(evento!.nsr)).toBe(Number(rep!.ultimo_nsr) + 1);
    expect(evento!.registro).toBe(`${evento!.nsr.padStart(9, '0')}62026-11-16T12:05:00-030007`);
  });
});

describe('ARP só inserção (gatilhos no banco)', () => {
  it.each([
    ['update rep_evento set tipo = tipo'],
    ['delete from rep_evento'],
    ['update marcacao set offline = true'],
    ['delete from marcacao'],
  ])('%s é recusado', async (comando) => {
    await expect(t.db.query(`${comando} where empresa_id = 2`)).rejects.toThrow(/imutável/);
  });

  it('TRUNCATE também é recusado', async () => {
    await expect(t.db.query('truncate marcacao cascade')).rejects.toThrow(/imutável/);
  });
});
