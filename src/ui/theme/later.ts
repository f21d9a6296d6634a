import {
  alertSlotRecipe,
  badgeRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  selectSlotRecipe,
  skeletonRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/**
 * The recipes no first page load needs (forms, cards, dialogs, lists...), in their own chunk:
 * `loadLaterRecipes()` (ui/theme) adds them to the system before any screen but the landing
 * renders; tests and stories add them at start (src/testing/i18n.ts).
 */
export const later = {
  recipes: {
    badge: badgeRecipe,
    checkmark: checkmarkRecipe,
    input: inputRecipe,
    inputAddon: inputAddonRecipe,
    skeleton: skeletonRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    alert: alertSlotRecipe,
    card: cardSlotRecipe,
    checkbox: checkboxSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    list: listSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    select: selectSlotRecipe,
    stat: statSlotRecipe,
    switch: switchSlotRecipe,
    tabs: tabsSlotRecipe,
  },
};

export type LaterRecipes = typeof later;
