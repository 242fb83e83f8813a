import type { ColaboradorWire } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AppDeTeste,
  bearer,
  corpoLogin,
  createAppDeTeste,
} from '../../../test/app-de-teste.ts';
import { AGORA_TESTE, JWT_SECRET_TESTE } from '../../../test/modelo-demo.ts';
import { createTestDb } from '../../../test/test-db.ts';
import { buildApp } from '../../app.ts';
import { SENHA_DEMO } from '../../seed/demo-dados.ts';
import { cpfCom } from './importacao-fixture.ts';

/**
 * Centro de custo, tipo de contrato e celular do colaborador (issue 18): gravação, validação,
 * lista, exportação, auditoria, importação por planilha e o uso do celular no SMS das mensagens.
 */
let t: AppDeTeste;
let rh: string;
let filialId: number;
let centroId: number;

const BASE = '/api/main';
const chamar = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: bearer(rh),
    ...(payload ? { payload } : {}),
  });

const corpo = (extra: object = {}) => ({
  nome: 'Teodora Vínculo Almeida',
  cpf: cpfCom('842107351'),
  email: 'teodora.vinculo@h18a.dev',
  filialId,
  departamentoId: null,
  cargoId: null,
  gestorId: null,
  admissao: '2026-11-10',
  ...extra,
});

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  const [f] = await t.db.query<{ id: number }>(
    'select id from filial where empresa_id = 2 order by id limit 1',
  );
  filialId = f!.id;
  const cc = await t.app.inject({
    method: 'POST',
    url: '/api/cadastros/centros-custos',
    headers: bearer(rh),
    payload: { nome: 'CC Vínculo H18a', codigo: 'H18A' },
  });
  expect(cc.statusCode).toBeLessThan(300);
  centroId = cc.json().data.id;
});
afterAll(() => t.close());

describe('colaborador: centro de custo, tipo de contrato e celular', () => {
  let id: number;

  it('inclui com os três campos, grava o celular em E.164 e audita', async () => {
    const r = await chamar(
      'POST',
      '/colaboradores',
      corpo({ centroCustoId: centroId, tipoContrato: 'estagio', celular: '(11) 98765-4321' }),
    );
    expect(r.statusCode).toBe(201);
    const c = r.json().data as ColaboradorWire;
    id = c.id;
    expect(c).toMatchObject({
      centroCustoId: centroId,
      centroCustoNome: 'CC Vínculo H18a',
      tipoContrato: 'estagio',
      celular: '+5511987654321',
    });
    const [a] = await t.db.query<{ depois: ColaboradorWire }>(
      `select depois from auditoria where empresa_id = 2 and entidade = 'colaborador'
        and entidade_id = $1 and acao = 'incluir'`,
      [String(id)],
    );
    expect(a!.depois).toMatchObject({ tipoContrato: 'estagio', centroCustoId: centroId });
  });

  it('sem os campos, a inclusão é CLT sem centro de custo e o PUT sem eles os mantém', async () => {
    const r = await chamar(
      'POST',
      '/colaboradores',
      corpo({ cpf: cpfCom('904613572'), email: 'sem.vinculo@h18a.dev', nome: 'Sem Vínculo H18a' }),
    );
    expect(r.json().data).toMatchObject({
      tipoContrato: 'clt',
      centroCustoId: null,
      celular: null,
    });
    const put = await chamar('PUT', `/colaboradores/${id}`, corpo());
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({
      tipoContrato: 'estagio',
      celular: '+5511987654321',
    });
  });

  it('altera tipo e centro de custo e a auditoria guarda antes e depois', async () => {
    const r = await chamar(
      'PUT',
      `/colaboradores/${id}`,
      corpo({ tipoContrato: 'aprendiz', centroCustoId: null, celular: '' }),
    );
    expect(r.json().data).toMatchObject({
      tipoContrato: 'aprendiz',
      centroCustoId: null,
      celular: null,
    });
    const [a] = await t.db.query<{ antes: ColaboradorWire; depois: ColaboradorWire }>(
      `select antes, depois from auditoria where empresa_id = 2 and entidade = 'colaborador'
        and entidade_id = $1 and acao = 'alterar' order by id desc limit 1`,
      [String(id)],
    );
    expect(a!.antes.tipoContrato).toBe('estagio');
    expect(a!.depois.tipoContrato).toBe('aprendiz');
  });

  it('recusa celular inválido, tipo desconhecido e centro de custo de fora com 400 no campo', async () => {
    const casos: [object, string][] = [
      [{ celular: '(11) 8765-4321' }, 'celular'],
      [{ celular: '(20) 98765-4321' }, 'celular'],
      [{ tipoContrato: 'pj' }, 'tipoContrato'],
      [{ centroCustoId: 999_999 }, 'centroCustoId'],
    ];
    for (const [extra, campo] of casos) {
      const r = await chamar('PUT', `/colaboradores/${id}`, corpo(extra));
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
      expect(JSON.stringify(r.json())).toContain(campo);
    }
  });

  it('opções trazem os centros de custo e a exportação, as colunas novas', async () => {
    const o = await chamar('GET', '/colaboradores/opcoes');
    expect(o.json().data.centrosCusto).toContainEqual({
      id: centroId,
      nome: 'CC Vínculo H18a',
    });
    await chamar(
      'PUT',
      `/colaboradores/${id}`,
      corpo({ centroCustoId: centroId, celular: '21987654321' }),
    );
    const csv = await chamar('GET', '/colaboradores/exportacao?formato=csv&search=Teodora');
    const texto = csv.body;
    expect(texto).toContain('Centro de custo;Tipo de contrato;Celular');
    expect(texto).toContain('CC Vínculo H18a;Aprendiz;(21) 98765-4321');
  });

  it('a importação mapeia e valida centro de custo, tipo de contrato e celular', async () => {
    const csv = [
      'Nome;E-mail;CPF;Admissão;Filial;Centro de custo;Tipo de contrato;Celular',
      `Ana Import H18a;ana.import@h18a.dev;${cpfCom('615273048')};01/11/2026;FILIAL;CC Vínculo H18a;Estagiário;(11) 91234-5678`,
      `Bia Import H18a;bia.import@h18a.dev;${cpfCom('731950264')};01/11/2026;FILIAL;Inexistente;PJ;123`,
    ];
    const [fil] = await t.db.query<{ nome: string }>(
      'select nome from filial where empresa_id = 2 and id = $1',
      [filialId],
    );
    const arquivo = csv.join('\r\n').replaceAll('FILIAL', fil!.nome);
    const limite = '----h18a';
    const payload = `--${limite}\r\nContent-Disposition: form-data; name="arquivo"; filename="v.csv"\r\nContent-Type: text/csv\r\n\r\n${arquivo}\r\n--${limite}--\r\n`;
    const up = await t.app.inject({
      method: 'POST',
      url: `${BASE}/colaboradores/importacao`,
      headers: { ...bearer(rh), 'content-type': `multipart/form-data; boundary=${limite}` },
      payload,
    });
    expect(up.statusCode).toBe(201);
    const rasc = up.json().data;
    expect(rasc.mapeamento).toMatchObject({ centroCusto: 5, tipoContrato: 6, celular: 7 });
    const prev = await chamar('POST', `/colaboradores/importacao/${rasc.id}/previa`, {
      mapeamento: rasc.mapeamento,
    });
    const [ok, ruim] = prev.json().data.items;
    expect(ok.erros).toEqual([]);
    expect(ruim.erros.map((e: { campo: string }) => e.campo)).toEqual(
      expect.arrayContaining(['centroCusto', 'tipoContrato', 'celular']),
    );
    const conf = await chamar('POST', `/colaboradores/importacao/${rasc.id}/confirmacao`, {
      mapeamento: rasc.mapeamento,
    });
    const [novo] = conf.json().data.ids;
    const c = await chamar('GET', `/colaboradores/${novo}`);
    expect(c.json().data).toMatchObject({
      centroCustoId: centroId,
      tipoContrato: 'estagio',
      celular: '+5511912345678',
    });
  });
});

describe('mensagens por SMS ao celular do cadastro', () => {
  it('quem tem celular recebe o SMS (enviado); quem não tem fica sem telefone', {
    timeout: 180_000,
  }, async () => {
    const enviados: { tel: string; texto: string }[] = [];
    const db = await createTestDb({ demo: true });
    const app = await buildApp({
      database: db,
      jwtSecret: JWT_SECRET_TESTE,
      clock: () => AGORA_TESTE,
      sms: { nome: 'Falso', enviar: async (tel, texto) => void enviados.push({ tel, texto }) },
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: corpoLogin('rh@demo.jornada.dev', 2, SENHA_DEMO),
      });
      const h = bearer(login.json().Token.AccessToken);
      const pessoas = await db.query<{ id: number }>(
        'select id from usuario where empresa_id = 2 and ativo order by id limit 2',
      );
      const [com, sem] = pessoas.map((p) => p.id);
      await db.query(
        `update usuario set celular = '+5511987654321' where empresa_id = 2 and id = $1`,
        [com],
      );
      await db.query('update usuario set celular = null where empresa_id = 2 and id = $1', [sem]);
      const r = await app.inject({
        method: 'POST',
        url: '/api/mensagens/enviadas',
        headers: h,
        payload: { titulo: 'Aviso H18a', texto: 'Reunião amanhã', pessoas: [com, sem], sms: true },
      });
      expect(r.statusCode, r.body).toBeLessThan(300);
      await app.close();
      expect(enviados).toEqual([{ tel: '+5511987654321', texto: 'Aviso H18a: Reunião amanhã' }]);
      const st = await db.query<{ usuario_id: number; status_sms: string }>(
        `select usuario_id, status_sms from mensagem_destinatario d join mensagem m
           on m.empresa_id = d.empresa_id and m.id = d.mensagem_id
          where d.empresa_id = 2 and m.titulo = 'Aviso H18a' order by usuario_id`,
      );
      expect(Object.fromEntries(st.map((s) => [s.usuario_id, s.status_sms]))).toEqual({
        [com!]: 'enviado',
        [sem!]: 'sem_telefone',
      });
    } finally {
      await db.close();
    }
  });
});
