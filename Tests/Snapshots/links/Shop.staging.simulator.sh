# The links of Shop (Specs/Shop.routes.json) to try on the booted simulator: 8 links (the spec's examples, for the staging build),
# opened by 6 commands.
# Each comment says the route and values the app must reach (`routegen match` explains a link).
# To open a link from a cold start (where a route's stack matters), run first: xcrun simctl terminate booted com.example.shop.staging
# A universal link is opened by its route's custom-scheme URL with the same values where it has one (the
# https link is in the comment): with an https link, `simctl openurl` opens Safari on a simulator that
# has not fetched the domain's apple-app-site-association file for the installed build.

# home
#   for https://shop-staging.example/
xcrun simctl openurl booted 'shop-staging://home'

# home(region: "fr")
#   no custom-scheme URL for it: a simulator may open it in Safari (see the top)
xcrun simctl openurl booted 'https://fr.shop-staging.example/'

# product(region: "de", id: 42)
#   no custom-scheme URL for it: a simulator may open it in Safari (see the top)
xcrun simctl openurl booted 'https://de.shop-staging.example/products/42'

# product(id: 42)
#   for https://shop-staging.example/products/42
xcrun simctl openurl booted 'shop-staging://product/42'

# category(region: "it", slug: "shoes")
#   for https://it.shop-staging.example/c/shoes
xcrun simctl openurl booted 'shop-staging://category/shoes?region=it'

# order(number: 1001)
#   for https://shop-staging.example/orders/1001
xcrun simctl openurl booted 'shop-staging://order/1001'
