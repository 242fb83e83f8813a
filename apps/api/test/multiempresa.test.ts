import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPRESA_DEMO, EMPRESA_FERIAS } from '../src/seed/seed.ts';
import { type AppDeTeste, createAppDeTeste } from './app-de-teste.ts';
import { CASOS_ABONO } from './casos-abono.ts';
import { CASOS_ALERTA } from './casos-alerta.ts';
import { CASOS_ASSINATURA } from './casos-assinatura.ts';
import { CASOS_AUTORIZACAO_HE } from './casos-autorizacao-he.ts';
import { CASOS_BANCO_HORAS } from './casos-banco-horas.ts';
import { CASOS_BIOMETRIA } from './casos-biometria.ts';
import { CASOS_CADASTRO } from './casos-cadastro.ts';
import { CASOS_CADASTRO_IMPORTACAO } from './casos-cadastro-importacao.ts';
import { CASOS_CERCA_VIRTUAL } from './casos-cerca-virtual.ts';
import { CASOS_COLABORADOR } from './casos-colaborador.ts';
import { CASOS_COLABORADOR_IMPORTACAO } from './casos-colaborador-importacao.ts';
import { CASOS_CONVENCAO_FOLGAS } from './casos-convencao-folgas.ts';
import { CASOS_ESCALA } from './casos-escala.ts';
import { CASOS_ESPELHO } from './casos-espelho.ts';
import { CASOS_FECHAMENTO } from './casos-fechamento.ts';
import { CASOS_HOLERITE } from './casos-holerite.ts';
import { CASOS_INTEGRACAO } from './casos-integracao.ts';
import { CASOS_INTERMITENTE } from './casos-intermitente.ts';
import { CASOS_LANCAMENTO } from './casos-lancamento.ts';
import { CASOS_MENSAGEM } from './casos-mensagem.ts';
import { CASOS_OPERADOR } from './casos-operador.ts';
import { CASOS_PROCESSO_INTERNO } from './casos-processo-interno.ts';
import { CASOS_QUIOSQUE } from './casos-quiosque.ts';
import { CASOS_REGRAS } from './casos-regras.ts';
import { CASOS_RELATORIO } from './casos-relatorio.ts';
import { CASOS_SINCRONIZACAO } from './casos-sincronizacao.ts';
import { CASOS_SOBREAVISO } from './casos-sobreaviso.ts';
import { CASOS_VERBA } from './casos-verba.ts';

/**
 * Cada rota que recebe um id precisa de um caso aqui: `criar` produz um registro da empresa B
 * (Demo Comércio) e devolve a URL que o aponta; o usuário da empresa A (Demo Indústria) deve
 * receber 404. Uma rota nova com parâmetro e sem caso faz este teste falhar.
 */
type Caso = {
  metodo: string;
  rota: string;
  url: (t: AppDeTeste) => Promise<string>;
  /** Corpo válido, para que a rota chegue à busca do registro (senão a validação dá 400). */
  corpo?: object;
  /** Corpo que aponta um registro criado na hora (id no corpo, não no caminho). */
  corpoDe?: (t: AppDeTeste) => Promise<object>;
  /** Status esperado quando não é 404 (a tela do operador recusa com 403 quem não é a empresa 1). */
  status?: number;
};

/** Id de um registro da Demo Comércio (empresa B). */
const idDemo = async (t: AppDeTeste, sql: string) => {
  const [r] = await t.db.query<{ id: number }>(sql, [EMPRESA_DEMO]);
  return r!.id;
};
const perfilDemo = (t: AppDeTeste) =>
  idDemo(t, "select id from perfil where empresa_id = $1 and nome = 'RH'");
const usuarioDemo = (t: AppDeTeste) =>
  idDemo(
    t,
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
  );

/** Tratamento pendente (com anexo) de uma marcação da Demo Comércio. */
const tratamentoDemo = (t: AppDeTeste) =>
  idDemo(
    t,
    `with tr as (
       insert into marcacao_tratamento (empresa_id, usuario_id, tipo, data, motivo_id, motivo,
         autor_id, criado_em, status)
       select $1, u.id, 'justificativa', '2026-11-13', m.id, m.descricao, u.id, now(), 'ParaAprovar'
         from usuario u, motivo_marcacao m
        where u.empresa_id = $1 and u.email = 'colaborador@demo.jornada.dev' and m.empresa_id = $1
        limit 1
       returning empresa_id, id),
     an as (
       insert into tratamento_anexo (empresa_id, tratamento_id, nome, tipo, tamanho, sha256,
         conteudo, criado_em)
       select empresa_id, id, 'atestado.pdf', 'application/pdf', 5, encode(sha256('%PDF-'::bytea), 'hex'),
         '%PDF-'::bytea, now() from tr)
     select id from tr`,
  );

const CASOS: Caso[] = [
  // Perfis de acesso (auth/perfil).
  {
    metodo: 'GET',
    rota: '/api/auth/perfis/:id',
    url: async (t) => `/api/auth/perfis/${await perfilDemo(t)}`,
  },
  {
    metodo: 'PUT',
    rota: '/api/auth/perfis/:id',
    url: async (t) => `/api/auth/perfis/${await perfilDemo(t)}`,
    corpo: { nome: 'Invasor', rotas: [] },
  },
  {
    metodo: 'DELETE',
    rota: '/api/auth/perfis/:id',
    url: async (t) => `/api/auth/perfis/${await perfilDemo(t)}`,
  },
  {
    metodo: 'GET',
    rota: '/api/auth/usuarios/:usuarioId/perfis',
    url: async (t) => `/api/auth/usuarios/${await usuarioDemo(t)}/perfis`,
  },
  {
    metodo: 'PUT',
    rota: '/api/auth/usuarios/:usuarioId/perfis',
    url: async (t) => `/api/auth/usuarios/${await usuarioDemo(t)}/perfis`,
    corpo: { perfilIds: [] },
  },
  {
    metodo: 'DELETE',
    rota: '/api/auth/totp/usuarios/:usuarioId',
    url: async (t) => {
      const id = await usuarioDemo(t);
      await t.db.query(
        `insert into segundo_fator (empresa_id, usuario_id, segredo_cifrado, ativo, atualizado_em)
         values ($1, $2, 'v1.x.x.x', true, now()) on conflict do nothing`,
        [EMPRESA_DEMO, id],
      );
      return `/api/auth/totp/usuarios/${id}`;
    },
  },
  {
    metodo: 'DELETE',
    rota: '/api/auth/push/inscricao/:uuid',
    url: async (t) => {
      await t.db.query(
        `insert into push_inscricao (empresa_id, usuario_id, uuid, endpoint, p256dh, auth, atualizado_em)
         values ($1, $2, 'dispositivo-demo', 'https://push.exemplo.com/x', 'chave', 'autenticacao', now())
         on conflict do nothing`,
        [EMPRESA_DEMO, await usuarioDemo(t)],
      );
      return '/api/auth/push/inscricao/dispositivo-demo';
    },
  },
  // Regras de cálculo, de ponto, de apuração e alocações (casos-regras.ts).
  ...CASOS_REGRAS,
  // Serviço de escala: ações, turnos, gestões, condições, escalas e alocações (casos-escala.ts).
  ...CASOS_ESCALA,
  // Espelho (colaborador na query) e pedidos de reprocessamento (casos-espelho.ts).
  ...CASOS_ESPELHO,
  // Relatórios do ponto: um pedido pronto (casos-relatorio.ts).
  ...CASOS_RELATORIO,
  // Ausências justificadas (abono): id na query ou no corpo (casos-abono.ts).
  ...CASOS_ABONO,
  // Assinatura eletrônica de documentos (casos-assinatura.ts).
  ...CASOS_ASSINATURA,
  // Banco de horas: configuração, ciclos, fechamento, vigências e lançamentos (casos-banco-horas.ts).
  ...CASOS_BANCO_HORAS,
  ...CASOS_CADASTRO,
  ...CASOS_CADASTRO_IMPORTACAO,
  ...CASOS_CONVENCAO_FOLGAS,
  // Biometria facial: situação, exclusão, cadastro e teste de uma pessoa da Demo Comércio.
  ...CASOS_BIOMETRIA,
  // Cadastro de colaboradores e do empregador (casos-colaborador.ts).
  ...CASOS_COLABORADOR,
  ...CASOS_COLABORADOR_IMPORTACAO,
  // Trabalho intermitente: regras, grupos, contratantes, motivos e convocações.
  ...CASOS_INTERMITENTE,
  // Downloads do intermitente: a carta da convocação semeada da Demo Comércio.
  ...(['arquivo', 'para-quem'] as const).map((fim) => ({
    metodo: 'GET',
    rota: `/api/intermitente/download/:id/${fim}`,
    url: async (t: AppDeTeste) =>
      `/api/intermitente/download/${await idDemo(t, 'select min(id) as id from intermitente_convocacao where empresa_id = $1')}/${fim}`,
  })),
  {
    metodo: 'GET',
    rota: '/api/intermitente/download/arquivos',
    url: async (t) =>
      `/api/intermitente/download/arquivos?downloadsIds=${await idDemo(t, 'select min(id) as id from intermitente_convocacao where empresa_id = $1')}`,
  },
  // Importação de AFD: relógio (REP), vínculo de identificador e tarefa na fila da Demo Comércio.
  {
    metodo: 'PUT',
    rota: '/api/main/ImportarAfd/reps/:id',
    url: async (t) =>
      `/api/main/ImportarAfd/reps/${await idDemo(
        t,
        `insert into rep_externo (empresa_id, filial_id, tipo, numero, id_empregador)
         select $1, id, 'REP-C', '00000000000009999', cnpj from filial where empresa_id = $1 limit 1
         returning id`,
      )}`,
    corpo: { nome: 'Invasor', fuso: 'America/Manaus' },
  },
  {
    metodo: 'DELETE',
    rota: '/api/main/ImportarAfd/mapeamentos/:id',
    url: async (t) =>
      `/api/main/ImportarAfd/mapeamentos/${await idDemo(
        t,
        `insert into importacao_afd_mapeamento (empresa_id, tipo, identificador, usuario_id, autor_id, em)
         select $1, 'cpf', '11144477735', id, id, now() from usuario where empresa_id = $1 limit 1
         returning id`,
      )}`,
  },
  {
    metodo: 'GET',
    rota: '/api/main/ImportarAfd/tarefas/:id',
    url: async (t) =>
      `/api/main/ImportarAfd/tarefas/${await idDemo(
        t,
        `insert into importacao_afd_tarefa (empresa_id, status, nome_arquivo, tamanho, autor_id, criado_em)
         select $1, 'pendente', 'AFD.txt', 10, id, now() from usuario where empresa_id = $1 limit 1
         returning id`,
      )}`,
  },
  // Sobreaviso: motivos, regras, alocações e lançamentos (com ações).
  ...CASOS_SOBREAVISO,
  // Lançamentos: férias, recesso e day off (id ou colaborador na query ou no corpo).
  ...CASOS_LANCAMENTO,
  // Verbas e leiautes de exportação da folha (id no caminho, no corpo e na query).
  ...CASOS_VERBA,
  // Fechamento da competência (id no caminho; alcance na query e no corpo).
  ...CASOS_FECHAMENTO,
  ...CASOS_HOLERITE,
  ...CASOS_MENSAGEM,
  // Quiosque de ponto: aparelhos e credenciais das pessoas (casos-quiosque.ts).
  ...CASOS_QUIOSQUE,
  // Processos internos: tipo, pedido e anexo da Demo Comércio (id na query ou no corpo).
  ...CASOS_PROCESSO_INTERNO,
  // Integração: token de API, webhook e entrega da Demo Comércio.
  ...CASOS_INTEGRACAO,
  ...CASOS_SINCRONIZACAO,
  // Alertas: detalhe e "visto" de um alerta da Demo Comércio.
  ...CASOS_ALERTA,
  // Autorização de horas extras: autorização e pedido da Demo Comércio (id no caminho e no corpo).
  ...CASOS_AUTORIZACAO_HE,
  // Tela do operador (empresa 1): o RH de outra empresa recebe 403.
  ...CASOS_OPERADOR,
  // Cerca virtual: configuração da filial, cercas, exceções e o local de uma marcação.
  ...CASOS_CERCA_VIRTUAL,
  // Tratamento de marcações (PTRP): decisão e anexo de um tratamento da Demo Comércio.
  {
    metodo: 'POST',
    rota: '/api/main/tratamentos/:id/decisao',
    url: async (t) => `/api/main/tratamentos/${await tratamentoDemo(t)}/decisao`,
    corpo: { status: 'Aprovada' },
  },
  {
    metodo: 'GET',
    rota: '/api/main/tratamentos/:id/anexo',
    url: async (t) => `/api/main/tratamentos/${await tratamentoDemo(t)}/anexo`,
  },
  // Comprovante (PDF) de uma marcação da Demo Comércio, pelo código.
  {
    metodo: 'GET',
    rota: '/api/main/comprovantes/:codigo/pdf',
    url: async (t) => {
      const [m] = await t.db.query<{ c: string }>(
        'select upper(left(hash, 20)) as c from marcacao where empresa_id = $1 limit 1',
        [EMPRESA_DEMO],
      );
      return `/api/main/comprovantes/${m!.c}/pdf`;
    },
  },
];

const rotasComId = (app: FastifyInstance) =>
  app.rotasRegistradas.filter((r) => /:[a-zA-Z]*[iI]d\b/.test(r) && !r.includes('/docs'));

let t: AppDeTeste;
beforeAll(async () => {
  t = await createAppDeTeste();
});
afterAll(() => t.close());

describe('isolamento entre empresas', () => {
  it('toda rota com id tem um caso de isolamento', () => {
    const cobertas = new Set(CASOS.map((c) => `${c.metodo} ${c.rota}`));
    const semCaso = rotasComId(t.app).filter((r) => !cobertas.has(r));
    expect(semCaso).toEqual([]);
  });

  it.each(CASOS.map((c) => [`${c.metodo} ${c.rota}`, c] as const))(
    '%s: registro de outra empresa responde 404',
    async (_nome, caso) => {
      const url = await caso.url(t);
      const token = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
      const corpo = caso.corpoDe ? await caso.corpoDe(t) : caso.corpo;
      const r = await t.app.inject({
        method: caso.metodo as 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(corpo ? { payload: corpo } : {}),
      });
      expect(r.statusCode).toBe(caso.status ?? 404);
    },
  );

  it('o dia resumido de um usuário nunca mostra marcações de outra empresa', async () => {
    const token = await t.token('rh@industria.jornada.dev', EMPRESA_FERIAS);
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/main/monolito/dia-resumido?data=2026-11-13',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(r.json().data.marcacoes).toEqual([]);
    const [demo] = await t.db.query<{ n: string }>(
      "select count(*) as n from marcacao where empresa_id = $1 and data = '2026-11-13'",
      [EMPRESA_DEMO],
    );
    expect(Number(demo!.n)).toBeGreaterThan(0);
  });
});
