import { readFileSync } from 'node:fs';
import { calcularCrc16Hex, decodeLatin1, encodeLatin1, identificarCrc16 } from '@jornada/domain';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

// Apoio dos testes da importação de AFD (importacao-afd.test.ts e importacao-afd-limites.test.ts).

const AMOSTRAS = new URL('../../../../../packages/domain/src/afd/testes/', import.meta.url);
export const amostra = (nome: string) =>
  decodeLatin1(readFileSync(new URL(`${nome}.txt`, AMOSTRAS)));
export const REP_AMOSTRA = '00004004330012345';

/**
 * Troca trechos (de mesmo tamanho) das linhas de uma amostra e recalcula o CRC-16 das linhas cujo
 * CRC conferia, na mesma variante e caixa; um CRC que já não conferia continua errado.
 */
export const adaptar = (texto: string, trocas: [string, string][]) =>
  texto
    .split('\n')
    .map((linha) => {
      const cr = linha.endsWith('\r') ? '\r' : '';
      const corpo = cr ? linha.slice(0, -1) : linha;
      const novo = trocas.reduce((l, [de, para]) => l.split(de).join(para), corpo);
      if (novo === corpo || novo.length < 5) return linha;
      const crc = corpo.slice(-4);
      const variante = identificarCrc16(encodeLatin1(corpo.slice(0, -4)), crc);
      if (!variante) return `${novo}${cr}`;
      const calculado = calcularCrc16Hex(encodeLatin1(novo.slice(0, -4)), variante);
      const caixa = crc === crc.toLowerCase() ? calculado.toLowerCase() : calculado;
      return `${novo.slice(0, -4)}${caixa}${cr}`;
    })
    .join('\n');

export type ContextoTeste = Awaited<ReturnType<typeof createContexto>>;

/**
 * App de teste com limite de 1 MB (AFD_IMPORTACAO_MAX_MB), o token do RH e três colaboradores da
 * demo: CPF de cada um; os dois primeiros ganham PIS no cadastro (amostras 1510/595).
 */
export const createContexto = async () => {
  const limiteAntes = process.env.AFD_IMPORTACAO_MAX_MB;
  process.env.AFD_IMPORTACAO_MAX_MB = '1';
  const t: AppDeTeste = await createAppDeTeste();
  const token = await t.token('rh@demo.jornada.dev');
  const demo = await t.db.query<{ id: number; cpf: string }>(
    `select id, cpf from usuario where empresa_id = 2 and ativo
      order by (email = 'colaborador@demo.jornada.dev') desc, id limit 3`,
  );
  // PIS dos trabalhadores das amostras 1510/595 no cadastro (11 dígitos; o AFD grava "0" + PIS).
  for (const [i, pis] of ['12045678905', '19998887774'].entries())
    await t.db.query(
      `insert into colaborador_documento (empresa_id, usuario_id, pis) values (2, ${demo[i]!.id}, '${pis}')
       on conflict (empresa_id, usuario_id) do update set pis = excluded.pis`,
    );
  const enviar = (
    caminho: '/ImportarAfd' | '/ImportarAfd/previa',
    arquivo: Buffer | string,
    opcoes: { query?: string; nome?: string; quem?: string } = {},
  ) => {
    const limite = '----afd';
    const corpo = Buffer.concat([
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="arquivos"; filename="${opcoes.nome ?? 'AFD.txt'}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      typeof arquivo === 'string' ? Buffer.from(arquivo, 'latin1') : arquivo,
      Buffer.from(`\r\n--${limite}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/main${caminho}${opcoes.query ? `?${opcoes.query}` : ''}`,
      headers: {
        authorization: `Bearer ${opcoes.quem ?? token}`,
        'content-type': `multipart/form-data; boundary=${limite}`,
      },
      payload: corpo,
    });
  };

  const contagens = async () => {
    const [r] = await t.db.query<{ reps: number; importacoes: number; marcacoes: number }>(
      `select (select count(*)::int from rep_externo) as reps,
              (select count(*)::int from importacao_afd) as importacoes,
              (select count(*)::int from marcacao_importada) as marcacoes`,
    );
    return r!;
  };

  const close = async () => {
    if (limiteAntes === undefined) delete process.env.AFD_IMPORTACAO_MAX_MB;
    else process.env.AFD_IMPORTACAO_MAX_MB = limiteAntes;
    await t.close();
  };
  return { t, token, demo, enviar, contagens, close };
};
