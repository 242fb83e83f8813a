import type { SolicitacaoProcesso, TipoProcesso } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
const m = '/api/main';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('comprovante da conta'),
]);

type Arquivo = { campo: string; nome: string; tipo: string; bytes: Buffer };

/** Corpo multipart binário: campos de texto e arquivos (um por campo). */
const multipart = (campos: Record<string, string>, arquivos: Arquivo[] = []) => {
  const limite = '----jornada-processo';
  const partes: Buffer[] = Object.entries(campos).map(([k, v]) =>
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (const a of arquivos)
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="${a.campo}"; filename="${a.nome}"\r\nContent-Type: ${a.tipo}\r\n\r\n`,
      ),
      a.bytes,
      Buffer.from('\r\n'),
    );
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
    payload: Buffer.concat(partes),
  };
};

const solicitar = (quem: string, campos: Record<string, string>, arquivos: Arquivo[] = []) => {
  const c = multipart(campos, arquivos);
  return t.app.inject({
    method: 'POST',
    url: `${m}/SolicitarProcessoInterno`,
    headers: { ...como(quem), ...c.headers },
    payload: c.payload,
  });
};

const gerenciar = (quem: string, corpo: Record<string, string>) => {
  const c = multipart(corpo);
  return t.app.inject({
    method: 'POST',
    url: `${m}/GerenciarProcessoInterno`,
    headers: { ...como(quem), ...c.headers },
    payload: c.payload,
  });
};

const get = (quem: string, url: string) =>
  t.app.inject({ method: 'GET', url: `${m}${url}`, headers: como(quem) });

let tipos: TipoProcesso[];
const tipo = (nome: string) => tipos.find((x) => x.nome === nome)!;

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['rh', 'gestor', 'colaborador', 'colaborador02'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  tipos = (await get('colaborador', '/ListarProcessosInternos')).json().Data;
  // Prazo, não medida: semear a demo numa máquina de 2 núcleos ocupada passa de um minuto.
}, 300_000);
afterAll(() => t.close());

describe('tipos de processo interno', () => {
  it('o colaborador vê os tipos ativos da demo com campos e etapas', () => {
    expect(tipos.map((x) => x.nome)).toEqual([
      'Adiantamento salarial',
      'Alteração de conta bancária',
      'Declaração de vínculo',
    ]);
    expect(tipo('Alteração de conta bancária').etapas).toEqual(['Gestor', 'Rh']);
    expect(tipo('Alteração de conta bancária').campos.at(-1)).toMatchObject({
      chave: 'comprovante',
      tipo: 'Arquivo',
      obrigatorio: true,
    });
  });

  it('o RH cria e desativa um tipo; o colaborador não cadastra tipos', async () => {
    const corpo = {
      nome: 'Reembolso de curso',
      campos: [{ chave: 'curso', rotulo: 'Curso', tipo: 'Texto', obrigatorio: true }],
      etapas: ['Rh'],
    };
    const negado = await t.app.inject({
      method: 'POST',
      url: `${m}/SalvarTipoProcessoInterno`,
      headers: como('colaborador'),
      payload: corpo,
    });
    expect(negado.statusCode).toBe(403);
    const criado = await t.app.inject({
      method: 'POST',
      url: `${m}/SalvarTipoProcessoInterno`,
      headers: como('rh'),
      payload: corpo,
    });
    expect(criado.statusCode).toBe(200);
    const id = criado.json().Data.id as number;
    const inativo = await t.app.inject({
      method: 'POST',
      url: `${m}/SalvarTipoProcessoInterno`,
      headers: como('rh'),
      payload: { ...corpo, id, ativo: false },
    });
    expect(inativo.json().Data.ativo).toBe(false);
    const doColaborador = (await get('colaborador', '/ListarProcessosInternos?todos=true')).json();
    expect(doColaborador.Data.some((x: TipoProcesso) => x.id === id)).toBe(false);
    const doRh = (await get('rh', '/ListarProcessosInternos?todos=true')).json();
    expect(doRh.Data.some((x: TipoProcesso) => x.id === id)).toBe(true);
    const pedido = await solicitar('colaborador', {
      tipoId: String(id),
      respostas: '{"curso":"x"}',
    });
    expect(pedido.statusCode).toBe(409);
  });

  it('seleção sem opções e chave repetida são recusadas nomeando o campo', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${m}/SalvarTipoProcessoInterno`,
      headers: como('rh'),
      payload: {
        nome: 'Teste',
        campos: [{ chave: 'a', rotulo: 'A', tipo: 'Selecao' }],
        etapas: ['Rh'],
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().campo).toBe('campos.0.opcoes');
  });
});

describe('pedido com anexo, decisão por etapas e histórico', () => {
  const conta = () => tipo('Alteração de conta bancária');
  const respostas = JSON.stringify({ banco: '341', agencia: '0001', conta: '12345-6' });
  let processo: SolicitacaoProcesso;

  it('sem o arquivo obrigatório ou com arquivo que não é PDF/imagem, 400 no campo', async () => {
    const sem = await solicitar('colaborador', { tipoId: String(conta().id), respostas });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().campo).toBe('comprovante');
    const txt = await solicitar('colaborador', { tipoId: String(conta().id), respostas }, [
      { campo: 'comprovante', nome: 'a.txt', tipo: 'text/plain', bytes: Buffer.from('oi') },
    ]);
    expect(txt.statusCode).toBe(400);
    expect(txt.json().Mensagem).toBe('Comprovante da conta: envie um arquivo PDF, JPG ou PNG.');
    const estranho = await solicitar('colaborador', {
      tipoId: String(conta().id),
      respostas: JSON.stringify({ banco: '1', agencia: '2', conta: '3', naoExiste: 'x' }),
    });
    expect(estranho.statusCode).toBe(400);
    expect(estranho.json().campo).toBe('naoExiste');
  });

  it('o colaborador pede com o comprovante: em análise na etapa do gestor', async () => {
    const r = await solicitar(
      'colaborador',
      { tipoId: String(conta().id), respostas, comentario: 'Mudei de banco.' },
      [{ campo: 'comprovante', nome: 'comprovante.png', tipo: 'image/png', bytes: PNG }],
    );
    expect(r.statusCode).toBe(200);
    processo = r.json().Data;
    expect(processo).toMatchObject({
      status: 'EmAnalise',
      etapaAtual: 0,
      colaboradorNome: expect.any(String),
      respostas: {
        banco: '341',
        agencia: '0001',
        conta: '12345-6',
        comprovante: 'comprovante.png',
      },
      podeDecidir: false,
    });
    expect(processo.anexos).toHaveLength(1);
    expect(processo.historico.map((h) => [h.acao, h.comentario])).toEqual([
      ['Solicitar', 'Mudei de banco.'],
    ]);
  });

  it('só o gestor imediato decide a etapa; colaborador recebe 403 nas chamadas do gestor', async () => {
    const caixa = (await get('gestor', '/ListarSolicitacaoProcessosInternosGestor')).json();
    expect(caixa.Data.find((s: SolicitacaoProcesso) => s.id === processo.id)?.podeDecidir).toBe(
      true,
    );
    const rh = (await get('rh', '/ListarSolicitacaoProcessosInternosGestor')).json();
    expect(rh.Data.some((s: SolicitacaoProcesso) => s.id === processo.id)).toBe(false);
    expect((await get('colaborador', '/ListarSolicitacaoProcessosInternosGestor')).statusCode).toBe(
      403,
    );
    expect((await get('colaborador', '/CarregarUsuariosGestores')).statusCode).toBe(403);
    const proprio = await gerenciar('colaborador', {
      processoId: String(processo.id),
      acao: 'Aprovar',
    });
    expect(proprio.statusCode).toBe(403);
    const rhAntes = await gerenciar('rh', { processoId: String(processo.id), acao: 'Aprovar' });
    expect(rhAntes.statusCode).toBe(403);
  });

  it('o gestor baixa o anexo; outro colaborador não o encontra', async () => {
    const id = processo.anexos[0]!.id;
    const r = await get('gestor', `/BaixarAnexoProcessoInterno?id=${id}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.rawPayload.equals(PNG)).toBe(true);
    expect((await get('colaborador02', `/BaixarAnexoProcessoInterno?id=${id}`)).statusCode).toBe(
      404,
    );
  });

  it('devolver pede comentário; o colaborador corrige e reenvia sem mandar o arquivo de novo', async () => {
    const semComentario = await gerenciar('gestor', {
      processoId: String(processo.id),
      acao: 'Devolver',
    });
    expect(semComentario.statusCode).toBe(400);
    expect(semComentario.json().campo).toBe('comentario');
    const devolvido = await gerenciar('gestor', {
      processoId: String(processo.id),
      acao: 'Devolver',
      comentario: 'Confira o número da conta.',
    });
    expect(devolvido.json().Data.status).toBe('Devolvido');
    const reenvio = await solicitar('colaborador', {
      tipoId: String(conta().id),
      processoId: String(processo.id),
      respostas: JSON.stringify({ banco: '341', agencia: '0001', conta: '54321-0' }),
    });
    expect(reenvio.statusCode).toBe(200);
    expect(reenvio.json().Data).toMatchObject({
      status: 'EmAnalise',
      etapaAtual: 0,
      respostas: { conta: '54321-0', comprovante: 'comprovante.png' },
    });
  });

  it('o gestor aprova, passa ao RH, que aprova e conclui; todos veem o histórico', async () => {
    const aprovado = await gerenciar('gestor', {
      processoId: String(processo.id),
      acao: 'Aprovar',
    });
    expect(aprovado.json().Data).toMatchObject({ status: 'EmAnalise', etapaAtual: 1 });
    const denovo = await gerenciar('gestor', { processoId: String(processo.id), acao: 'Aprovar' });
    expect(denovo.statusCode).toBe(403);
    const caixaRh = (await get('rh', '/ListarSolicitacaoProcessosInternosGestor')).json();
    expect(caixaRh.Data.map((s: SolicitacaoProcesso) => s.id)).toContain(processo.id);
    const final = await gerenciar('rh', { processoId: String(processo.id), acao: 'Aprovar' });
    expect(final.json().Data.status).toBe('Aprovado');
    const concluido = await gerenciar('rh', {
      processoId: String(processo.id),
      acao: 'Concluir',
      comentario: 'Conta alterada na folha.',
    });
    expect(concluido.json()).toMatchObject({
      Success: true,
      Mensagem: 'Processo concluído.',
      Data: { status: 'Concluido' },
    });
    const meu = (
      await get('colaborador', `/ListarSolicitacaoProcessosInternos?id=${processo.id}`)
    ).json().Data[0] as SolicitacaoProcesso;
    expect(meu.historico.map((h) => [h.acao, h.etapa])).toEqual([
      ['Solicitar', 0],
      ['Devolver', 0],
      ['Reenviar', 0],
      ['Aprovar', 0],
      ['Aprovar', 1],
      ['Concluir', 1],
    ]);
    expect(meu.historico.at(-1)?.comentario).toBe('Conta alterada na folha.');
    const [a] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where entidade = 'processo_interno' and entidade_id = $1",
      [String(processo.id)],
    );
    expect(Number(a!.n)).toBe(6);
  });

  it('um processo concluído não volta a ser decidido', async () => {
    const r = await gerenciar('rh', {
      processoId: String(processo.id),
      acao: 'Reprovar',
      comentario: 'x',
    });
    expect(r.statusCode).toBe(409);
  });
});

describe('cancelamento, gestores e entradas estranhas', () => {
  it('o colaborador cancela um pedido em análise; depois o RH não o decide', async () => {
    const declaracao = tipo('Declaração de vínculo');
    const r = await t.app.inject({
      method: 'POST',
      url: `${m}/SolicitarProcessoInterno`,
      headers: como('colaborador'),
      payload: { tipoId: declaracao.id, respostas: { finalidade: 'Banco' } },
    });
    expect(r.statusCode).toBe(200);
    const id = r.json().Data.id as number;
    const cancelado = await t.app.inject({
      method: 'POST',
      url: `${m}/CancelarProcessoInterno`,
      headers: como('colaborador'),
      payload: { processoId: id },
    });
    expect(cancelado.json().Data.status).toBe('Cancelado');
    const rh = await gerenciar('rh', { processoId: String(id), acao: 'Aprovar' });
    expect(rh.statusCode).toBe(409);
  });

  it('seleção fora das opções e número inválido são recusados com a mensagem do campo', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: `${m}/SolicitarProcessoInterno`,
      headers: como('colaborador'),
      payload: { tipoId: tipo('Declaração de vínculo').id, respostas: { finalidade: 'Viagem' } },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().Mensagem).toBe('Finalidade: escolha uma das opções.');
    const n = await t.app.inject({
      method: 'POST',
      url: `${m}/SolicitarProcessoInterno`,
      headers: como('colaborador'),
      payload: { tipoId: tipo('Adiantamento salarial').id, respostas: { valor: 'mil' } },
    });
    expect(n.json()).toMatchObject({ campo: 'valor', Mensagem: 'Valor (R$): informe um número.' });
  });

  it('CarregarUsuariosGestores responde Success, Error e data', async () => {
    const r = (await get('gestor', '/CarregarUsuariosGestores?search=')).json();
    expect(r.Success).toBe(true);
    expect(r.Error).toBeNull();
    expect(r.data.map((g: { email: string }) => g.email)).toContain('gestor@demo.jornada.dev');
  });

  it('id enorme e caractere nulo dão 400, nunca 5xx', async () => {
    expect((await get('gestor', '/BaixarAnexoProcessoInterno?id=99999999999999')).statusCode).toBe(
      400,
    );
    const nul = await t.app.inject({
      method: 'POST',
      url: `${m}/SolicitarProcessoInterno`,
      headers: como('colaborador'),
      payload: { tipoId: tipo('Declaração de vínculo').id, respostas: { finalidade: 'B\u0000' } },
    });
    expect(nul.statusCode).toBe(400);
    const inexistente = await gerenciar('rh', { processoId: '2147483647', acao: 'Aprovar' });
    expect(inexistente.statusCode).toBe(404);
  });
});
