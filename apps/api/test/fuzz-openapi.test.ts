import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { semPermissao } from '../src/shared/errors.ts';
import { type AppDeTeste, createAppDeTeste } from './app-de-teste.ts';
import {
  aleatorio,
  type Documento,
  injecao,
  listOperacoes,
  montador,
  type Operacao,
  type Pedido,
  pedidoInvalido,
  pedidosDe,
} from './fuzz-openapi.ts';

/**
 * Fuzzing de todas as operações do OpenAPI (issue 12): como RH da empresa de demonstração, ids
 * nos limites do inteiro, NUL, textos de 100 mil caracteres e tipos errados no caminho, na query
 * e no corpo. Nenhuma resposta pode ser 5xx, e todo status devolvido está no documento. Semente
 * fixa e número fixo de requisições por operação: o mesmo conjunto (~1.500) a cada execução, em
 * poucos segundos no PGlite.
 */
const SEMENTE = 12;
const RH = 'rh@demo.jornada.dev';
const COLABORADOR = 'colaborador@demo.jornada.dev';
const MENSAGEM_SEM_PERMISSAO = semPermissao().message;

describe('fuzzing das operações do OpenAPI', () => {
  let t: AppDeTeste;
  let operacoes: Operacao[];
  let doc: Documento;
  const tokens = new Map<string, string>();

  /** Envia como a pessoa; se uma operação encerrou a sessão (logout, troca de senha), entra de novo. */
  const enviar = async (email: string, op: Operacao, p: Pedido) => {
    tokens.set(email, tokens.get(email) ?? (await t.token(email)));
    const r = await t.app.inject(injecao(p, tokens.get(email)!));
    if (r.statusCode === 401 && !op.caminho.startsWith('/api/auth')) tokens.delete(email);
    return r;
  };

  beforeAll(async () => {
    t = await createAppDeTeste();
    doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<Documento>();
    operacoes = listOperacoes(doc);
  });
  afterAll(() => t.close());

  it('nenhuma operação responde 5xx a ids nos limites, NUL, textos enormes ou tipos errados', async () => {
    expect(operacoes.length).toBeGreaterThan(200);
    const r = aleatorio(SEMENTE);
    const falhas: string[] = [];
    const naoDocumentados = new Set<string>();
    for (const op of operacoes) {
      for (const p of pedidosDe(doc, op, r)) {
        const resposta = await enviar(RH, op, p);
        const status = String(resposta.statusCode);
        const documentado = op.respostas.includes(status);
        // 5xx só o que a operação anuncia (503: fila ou diretório indisponível), nunca um 500.
        if (resposta.statusCode >= 500 && (status === '500' || !documentado)) {
          const corpo = JSON.stringify(p.corpo)?.slice(0, 150) ?? '';
          falhas.push(`${status} ${p.metodo} ${p.url.slice(0, 150)} ${corpo}`);
        }
        if (!documentado) naoDocumentados.add(`${status} ${op.metodo} ${op.caminho}`);
      }
    }
    expect(falhas).toEqual([]);
    expect([...naoDocumentados]).toEqual([]);
  }, 120_000);

  // Recusa pelo papel (a mensagem padrão de 403); a que depende do registro (fora da equipe, a
  // própria escala) precisa da entrada válida para ser decidida.
  it('quem o papel recusa com a entrada válida é recusado (403) também com a inválida', async () => {
    const validadasAntes: string[] = [];
    let recusadas = 0;
    for (const op of operacoes) {
      const { pedido } = montador(doc, op);
      const valida = await enviar(COLABORADOR, op, pedido());
      if (valida.statusCode !== 403 || valida.json().Mensagem !== MENSAGEM_SEM_PERMISSAO) continue;
      recusadas++;
      const r = await enviar(COLABORADOR, op, pedidoInvalido(doc, op));
      if (r.statusCode !== 403) validadasAntes.push(`${r.statusCode} ${op.metodo} ${op.caminho}`);
    }
    // O colaborador não chega às rotas do RH: a varredura cobre de fato dezenas de operações.
    expect(recusadas).toBeGreaterThan(100);
    expect(validadasAntes).toEqual([]);
  }, 60_000);
});
