/**
 * Entrada que torna o extrato impossível (pagamento acima do saldo, lançamento fora do contrato):
 * a mensagem nomeia o campo, em pt-BR; a CLI a converte em saída 2.
 */
export class ErroBancoHoras extends Error {
  override name = 'ErroBancoHoras';
  readonly campo: string;

  constructor(campo: string, problema: string) {
    super(`${campo}: ${problema}`);
    this.campo = campo;
  }
}
