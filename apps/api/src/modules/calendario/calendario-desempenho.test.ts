import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { clienteEscala, escalaId, RH } from '../../../test/escala-teste.ts';

let t: AppDeTeste;
let api: ReturnType<typeof clienteEscala>;

/** Completa a demo até 500 colaboradores alocados, com ações aprovadas espalhadas pelo mês. */
const completarQuinhentos = async () => {
  const [base] = await t.db.query<{ filial: number; dep: number; n: number }>(
    `select min(filial_id) as filial, min(departamento_id) as dep, count(*)::int as n
       from usuario where empresa_id = 2`,
  );
  const faltam = 500 - Number(base!.n);
  await t.db.query(
    `insert into usuario (empresa_id, nome, email, cpf, filial_id, departamento_id, admissao, turno)
     select 2, 'Carga ' || g, 'carga' || g || '@demo.jornada.dev', '7' || lpad(g::text, 10, '0'), $1, $2,
            '2024-03-01', null
       from generate_series(1, $3::int) g`,
    [base!.filial, base!.dep, faltam],
  );
  const escalas = [
    await escalaId(t, 'COM-5X2'),
    await escalaId(t, 'LOJA-6X1'),
    await escalaId(t, '12X36'),
  ];
  await t.db.query(
    `insert into alocacao (empresa_id, usuario_id, escala_id, inicio)
     select 2, u.id, ($1::int[])[1 + (u.id % 3)], '2024-03-01'
       from usuario u where u.empresa_id = 2 and u.email like 'carga%'`,
    [escalas],
  );
  await t.db.query(
    `insert into acao (empresa_id, usuario_id, data, tipo_acao, status, novo_horario_entrada, solicitante_id, criado_em)
     select 2, u.id, '2026-12-' || lpad((1 + u.id % 28)::text, 2, '0'), 'AlterarEntrada', 'Aprovada', 600, u.id, now()
       from usuario u where u.empresa_id = 2 and u.email like 'carga%'`,
  );
};

beforeAll(async () => {
  t = await createAppDeTeste();
  api = clienteEscala(t);
  await completarQuinhentos();
}, 120_000);
afterAll(() => t.close());

describe('calendário da equipe em escala', () => {
  it('500 colaboradores × 31 dias numa página, calculado em memória com o domínio', async () => {
    await api.get(RH, '/calendario/equipe?Ano=2026&Mes=12&pageSize=10');
    const r = await api.get(RH, '/calendario/equipe?Ano=2026&Mes=12&pageSize=500');
    expect(r.statusCode).toBe(200);
    const { data } = r.json();
    expect(data.total).toBe(500);
    expect(data.items).toHaveLength(500);
    expect(data.items.every((l: { dias: unknown[] }) => l.dias.length === 31)).toBe(true);
    const alterados = data.items
      .flatMap((l: { dias: { alteracaoEscala: unknown }[] }) => l.dias)
      .filter((d: { alteracaoEscala: unknown }) => d.alteracaoEscala !== null);
    expect(alterados.length).toBeGreaterThan(400);
  });
});
