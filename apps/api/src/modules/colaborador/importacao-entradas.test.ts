import { describe, expect, it } from 'vitest';
import { cenarioImportacao, type Rascunho, XLSX } from './importacao-cenario.ts';
import { cpfCom, multipart, pisCom } from './importacao-fixture.ts';

/**
 * Importação de colaboradores: repetidos na planilha e no cadastro, atomicidade da confirmação
 * (uma falha do banco desfaz todas as admissões) e entradas estranhas (vazio, binário, NUL, célula
 * enorme, dois arquivos, ids inexistentes ou enormes, quem não é RH).
 */
const cenario = cenarioImportacao();
const { chamar, enviar, um, contagens, ref } = cenario;

describe('repetidos, atomicidade e entradas estranhas', () => {
  const csv = (linhas: string[]) => Buffer.from(`\uFEFF${linhas.join('\r\n')}`, 'utf8');
  const cabecalho = 'nome,email,cpf,admissao,filial';

  it('aponta CPF já cadastrado e e-mail repetido na planilha (CSV com vírgula e aspas)', async () => {
    const existente = await um<{ cpf: string }>(
      "select cpf from usuario where empresa_id = 2 and email = 'colaborador@demo.jornada.dev'",
    );
    const novo = cpfCom('812345670');
    const outro = cpfCom('812345671');
    const r = await enviar(
      'pessoas.csv',
      'text/csv',
      csv([
        cabecalho,
        `"Silva, Ana",ana@dup.dev,${existente.cpf},16/11/2026,${ref.filial}`,
        `Bruno Dias,bruno@dup.dev,${novo},2026-11-16,${ref.filial}`,
        `Bruno Outro,BRUNO@dup.dev,${outro},16/11/2026,${ref.filial}`,
        `Carla Futura,carla@dup.dev,${cpfCom('812345672')},01/03/2027,${ref.filial}`,
      ]),
    );
    expect(r.statusCode).toBe(201);
    const { id, mapeamento } = r.json().data as Rascunho;
    expect(mapeamento.pis).toBeNull();
    const p = await chamar('POST', `/colaboradores/importacao/${id}/previa`, { mapeamento });
    const itens = p.json().data.items as {
      valores: { nome: string };
      erros: { mensagem: string }[];
    }[];
    expect(itens[0]!.valores.nome).toBe('Silva, Ana');
    expect(itens[0]!.erros[0]!.mensagem).toBe('CPF: já existe um colaborador com este CPF.');
    expect(itens[1]!.erros).toEqual([]);
    expect(itens[2]!.erros[0]!.mensagem).toBe(
      'E-mail: repetido na planilha (igual ao da linha 3).',
    );
    expect(itens[3]!.erros[0]!.mensagem).toBe(
      'Admissão: a data passa de 30 dias à frente de hoje.',
    );
    const c = await chamar('POST', `/colaboradores/importacao/${id}/confirmacao`, { mapeamento });
    expect(c.json().data).toMatchObject({ importados: 1, rejeitados: 3 });
  });

  it('uma falha do banco no meio da confirmação desfaz todas as admissões', async () => {
    const r = await enviar(
      'atomica.csv',
      'text/csv',
      csv([
        'nome;email;cpf;admissao;filial',
        `Primeira Atomica;primeira@atomica.dev;${cpfCom('822345670')};16/11/2026;${ref.filial}`,
        `Segunda Atomica;segunda@atomica.dev;${cpfCom('822345671')};16/11/2026;${ref.filial}`,
      ]),
    );
    const { id, mapeamento } = r.json().data as Rascunho;
    // Simula a corrida: outro cadastro grava o mesmo e-mail entre a validação e a inclusão.
    await cenario.t.db.query(`create function falha_importacao() returns trigger language plpgsql as $$
      begin
        if new.email = 'segunda@atomica.dev' then
          raise unique_violation using constraint = 'usuario_empresa_email_uq';
        end if;
        return new;
      end $$`);
    await cenario.t.db.query(
      'create trigger falha_importacao before insert on usuario for each row execute function falha_importacao()',
    );
    const antes = await contagens();
    try {
      const c = await chamar('POST', `/colaboradores/importacao/${id}/confirmacao`, { mapeamento });
      expect(c.statusCode).toBe(409);
      expect(c.json().error ?? c.json().Error).toBeTruthy();
    } finally {
      await cenario.t.db.query('drop trigger falha_importacao on usuario');
      await cenario.t.db.query('drop function falha_importacao()');
    }
    expect(await contagens()).toEqual(antes);
    const rascunho = await um<{ confirmado_em: Date | null }>(
      'select confirmado_em from colaborador_importacao where empresa_id = 2 and id = $1',
      [id],
    );
    expect(rascunho.confirmado_em).toBeNull();
  });

  it('recusa arquivo vazio, binário, só cabeçalho e mapeamento sem coluna obrigatória', async () => {
    expect((await enviar('vazio.csv', 'text/csv', Buffer.alloc(0))).statusCode).toBe(400);
    const lixo = Buffer.from([0x00, 0xff, 0x13, 0x00, 0x42, 0x99]);
    const binario = await enviar('lixo.xlsx', XLSX, lixo);
    expect(binario.statusCode).toBe(400);
    expect(binario.json().message ?? binario.json().Mensagem).toBeTruthy();
    const zipRuim = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect((await enviar('ruim.xlsx', XLSX, zipRuim)).statusCode).toBe(400);
    expect((await enviar('so.csv', 'text/csv', csv([cabecalho]))).statusCode).toBe(400);

    const nul = csv([
      cabecalho,
      `Nome\u0000 Com Nul,nul@x.dev,${cpfCom('832345670')},16/11/2026,x`,
    ]);
    expect((await enviar('nul.csv', 'text/csv', nul)).statusCode).toBe(400);
    const r = await enviar(
      'longa.csv',
      'text/csv',
      csv([
        cabecalho,
        `Nome\u0007 Com Controle,nul@x.dev,${cpfCom('832345670')},16/11/2026,${'x'.repeat(50_000)}`,
      ]),
    );
    expect(r.statusCode).toBe(201);
    const { id, mapeamento } = r.json().data as Rascunho;
    const semFilial = { ...mapeamento, filial: null };
    const p = await chamar('POST', `/colaboradores/importacao/${id}/previa`, {
      mapeamento: semFilial,
    });
    expect(p.json().data.errosMapeamento[0].mensagem).toBe('Escolha a coluna de Filial.');
    const c = await chamar('POST', `/colaboradores/importacao/${id}/confirmacao`, {
      mapeamento: semFilial,
    });
    expect(c.statusCode).toBe(400);
    const ok = await chamar('POST', `/colaboradores/importacao/${id}/previa`, { mapeamento });
    expect(ok.json().data.items[0].valores.nome).toBe('Nome Com Controle');
    expect(ok.json().data.items[0].valores.filial).toHaveLength(500);
    expect(ok.json().data.items[0].erros[0].campo).toBe('filial');
  });

  it('um arquivo por importação: um segundo arquivo no envio é recusado', async () => {
    const primeiro = csv([
      cabecalho,
      `Um Arquivo,um@arquivo.dev,${cpfCom('842345670')},16/11/2026,x`,
    ]);
    const m = multipart([
      { nome: 'primeiro.csv', tipo: 'text/csv', conteudo: primeiro },
      { campo: 'outro', nome: 'segundo.csv', tipo: 'text/csv', conteudo: csv(['a,b', '1,2']) },
    ]);
    const r = await cenario.t.app.inject({
      method: 'POST',
      url: '/api/main/colaboradores/importacao',
      headers: { authorization: `Bearer ${cenario.token}`, ...m.headers },
      payload: m.payload,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('Envie um arquivo por importação.');
  });

  it('id inexistente dá 404, id enorme 400 e quem não é RH 403', async () => {
    const mapeamento = Object.fromEntries(
      [
        'nome',
        'email',
        'cpf',
        'pis',
        'matricula',
        'admissao',
        'filial',
        'departamento',
        'cargo',
        'gestor',
        'centroCusto',
        'tipoContrato',
        'celular',
      ].map((c, i) => [c, i < 5 ? i : null]),
    );
    expect(
      (await chamar('POST', '/colaboradores/importacao/999999/previa', { mapeamento })).statusCode,
    ).toBe(404);
    expect(
      (await chamar('POST', '/colaboradores/importacao/99999999999999/previa', { mapeamento }))
        .statusCode,
    ).toBe(400);
    expect((await chamar('GET', '/colaboradores/importacao/999999/rejeitados')).statusCode).toBe(
      404,
    );
    const colaborador = await cenario.t.token('colaborador@demo.jornada.dev');
    expect(
      (await chamar('GET', '/colaboradores/importacao/modelo', undefined, colaborador)).statusCode,
    ).toBe(403);
    expect((await enviar('x.csv', 'text/csv', csv([cabecalho]), colaborador)).statusCode).toBe(403);
    expect(pisCom('1200000000')).toHaveLength(11);
  });
});
