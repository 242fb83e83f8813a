import { EMPRESA_DEMO } from '../src/seed/seed.ts';
import type { AppDeTeste } from './app-de-teste.ts';
import { gerarPdfHolerites, type PessoaFixture } from './holerites-fixture.ts';

/** Multipart com o arquivo no campo `arquivos` (POST /importacao). */
export const multipartArquivos = (nome: string, tipo: string, bytes: Buffer) => {
  const limite = '----jornada-holerites';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="arquivos"; filename="${nome}"\r\nContent-Type: ${tipo}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${limite}--\r\n`),
    ]),
  };
};

export const enviarHolerites = (
  t: AppDeTeste,
  token: string,
  arquivo: { nome: string; tipo?: string; bytes: Buffer },
  query = 'holeriteTipoId=1&competencia=2026-10',
) => {
  const m = multipartArquivos(arquivo.nome, arquivo.tipo ?? 'application/pdf', arquivo.bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/holerite/importacao?${query}`,
    headers: { authorization: `Bearer ${token}`, ...m.headers },
    payload: m.payload,
  });
};

/** As primeiras pessoas da empresa demo (na ordem do cadastro), com CPF e matrícula. */
export const pessoasDaDemo = async (t: AppDeTeste, quantas: number, empresaId = EMPRESA_DEMO) => {
  const linhas = await t.db.query<{ id: number; nome: string; cpf: string; matricula: string }>(
    `select id, nome, cpf, matricula from usuario where empresa_id = $1 order by id limit $2`,
    [empresaId, quantas],
  );
  return linhas;
};

/** O PDF da demo: uma página por pessoa; `semCpf` imprime só a matrícula daquela pessoa. */
export const pdfDaDemo = (pessoas: PessoaFixture[], extras = 0, competencia = '2026-10') =>
  gerarPdfHolerites({
    empresa: { nome: 'Demo Comércio Ltda', cnpj: '11222333000181' },
    competencia,
    pessoas,
    paginasSemIdentificacao: extras,
  });
