export default {
  plugins: {
    "postcss-preset-mantine": {},
    "postcss-simple-vars": {
      variables: {
        "mantine-breakpoint-xs": "28em",
        "mantine-breakpoint-sm": "48em",
        "mantine-breakpoint-md": "80em",
        "mantine-breakpoint-lg": "90em",
        "mantine-breakpoint-xl": "120em",
      },
    },
  },
};
