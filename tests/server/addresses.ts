// The test address the reference services' suites ship to and bill (a valid US address of the
// address rules: Denver, Colorado, with a phone in the country's format).
export const DENVER_ADDRESS = {
  recipientFirstName: 'Ada',
  recipientLastName: 'Lovelace',
  addressLine1: '1520 Wazee Street',
  city: 'Denver',
  postalCode: '80202',
  stateCityProvDept: 'CO',
  country: 'US',
  recipientContactPhone: '(303) 555-0142',
}
