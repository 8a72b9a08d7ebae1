// The test product with colours and sizes that the product page's tests share: two colours × two
// sizes, the first choice low in stock (3), white M plentiful (9), sage S sold out.

export const TEE_COLORS = [
  { value: 'white', label: 'White', hex: '#ffffff' },
  { value: 'sage', label: 'Sage', hex: '#9caf88' },
];

export const TEE_SIZES = [
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
];

export const TEE_VARIANTS = {
  colors: TEE_COLORS,
  sizes: TEE_SIZES,
  variant_stock: [
    { color_value: 'white', size_value: 's', stock: 3 },
    { color_value: 'white', size_value: 'm', stock: 9 },
    { color_value: 'sage', size_value: 's', stock: 0 },
    { color_value: 'sage', size_value: 'm', stock: 8 },
  ],
};
