import { CONFIGURACAO_PADRAO } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../../seed/seed.ts';
import { createRegraService } from './regra-vigente.service.ts';

let t: AppDeTeste;
let rh: string;
let colaboradorId: number;
let usuarios: number[];
beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  const rows = await t.db.query<{ id: number; email: string }>(
    'select id, email from usuario where empresa_id = $1 order by id',
    [EMPRESA_DEMO],
  );
  usuarios = rows.map((r) => r.id);
  colaboradorId = rows.find((r) => r.email === 'colaborador@demo.jornada.dev')!.id;
});
afterAll(() => t.close());

const chamar = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${rh}` }, payload });

const toleranciaDaSemente = async () => {
  const lista = (await chamar('GET', '/api/regras-calculo/api/v1/tolerancia')).json().data;
  return lista.find((r: { nome: string }) => r.nome.endsWith('padrão CLT')).id as number;
};

describe('createRegraService: configuração em vigor para a apuração', () => {
  it('semente: todo colaborador da demo tem a regra Padrão CLT desde 2024 (CFG-DEFAULT)', async () => {
    const regras = createRegraService({ db: t.db.db });
    const c = await regras.configuracaoVigente({
      empresaId: EMPRESA_DEMO,
      usuarioId: colaboradorId,
      data: '2024-06-01',
    });
    expect(c).toEqual(CONFIGURACAO_PADRAO);
  });

  it('regra alterada hoje não muda a configuração do mês passado', async () => {
    const id = await toleranciaDaSemente();
    const r = await chamar('PUT', `/api/regras-calculo/api/v1/tolerancia/${id}`, {
      porMarcacao: 10,
      diaria: 20,
    });
    expect(r.statusCode).toBe(200);
    const regras = createRegraService({ db: t.db.db });
    const consulta = { empresaId: EMPRESA_DEMO, usuarioId: colaboradorId };
    const outubro = await regras.configuracaoVigente({ ...consulta, data: '2026-10-15' });
    expect(outubro.tolerancia).toEqual(CONFIGURACAO_PADRAO.tolerancia);
    const hoje = await regras.configuracaoVigente({ ...consulta, data: '2026-11-16' });
    expect(hoje.tolerancia).toMatchObject({ porMarcacao: 10, diaria: 20 });
  });

  it('lote: trechos por colaborador no período, cortados na vigência nova', async () => {
    const regras = createRegraService({ db: t.db.db });
    const lote = await regras.configuracoesVigentes({
      empresaId: EMPRESA_DEMO,
      usuarioIds: usuarios,
      inicio: '2026-11-01',
      fim: '2026-11-30',
    });
    expect(lote.size).toBe(usuarios.length);
    const trechos = lote.get(colaboradorId)!;
    expect(trechos.map(({ inicio, fim }) => [inicio, fim])).toEqual([
      ['2026-11-01', '2026-11-15'],
      ['2026-11-16', '2026-11-30'],
    ]);
    expect(trechos[0]!.configuracao.tolerancia.porMarcacao).toBe(5);
    expect(trechos[1]!.configuracao.tolerancia.porMarcacao).toBe(10);
    // Mesma regra, mesma data → o mesmo objeto (o motor memoriza parâmetros por objeto).
    expect(lote.get(usuarios[0]!)![1]!.configuracao).toBe(trechos[1]!.configuracao);
  });

  it('sem alocação vale a padrão da empresa; sem padrão, CFG-DEFAULT', async () => {
    const regras = createRegraService({ db: t.db.db });
    const [novo] = await t.db.query<{ id: number }>(
      `insert into usuario (empresa_id, nome, email, cpf, filial_id)
       values ($1, 'Sem alocação', 'sem.alocacao@demo.jornada.dev', '39053344705',
         (select min(id) from filial where empresa_id = $1)) returning id`,
      [EMPRESA_DEMO],
    );
    const r = await regras.regraVigente({
      empresaId: EMPRESA_DEMO,
      usuarioId: novo!.id,
      data: '2026-11-20',
    });
    const [padrao] = await t.db.query<{ regra_ponto_id: number }>(
      'select regra_ponto_id from regra_ponto_padrao where empresa_id = $1',
      [EMPRESA_DEMO],
    );
    expect(r.regraPontoId).toBe(padrao!.regra_ponto_id);
    const semRegras = await regras.regraVigente({ empresaId: 1, usuarioId: 1, data: '2026-11-20' });
    expect(semRegras).toMatchObject({ regraPontoId: null, configuracao: CONFIGURACAO_PADRAO });
  });
});
