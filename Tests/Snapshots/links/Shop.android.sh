# The links of Shop (Specs/Shop.routes.json) to try on an Android device or emulator: 16 links (the spec's examples),
# opened by 16 commands.
# Each comment says the route and values the app must reach (`routegen match` explains a link).
# First, whether Android verified the app's hosts (each should say `verified`; after serving a new
# assetlinks.json, `--re-verify` asks again):
#   adb shell pm verify-app-links --re-verify com.example.shop
#   adb shell pm get-app-links com.example.shop
# What a host serves, as Google reads it (with the dynamic rules of Android 15+):
#   https://digitalassetlinks.googleapis.com/v1/statements:list?source.web.site=https://shop.example&relation=delegate_permission/common.handle_all_urls&return_relation_extensions=true
#   https://digitalassetlinks.googleapis.com/v1/statements:list?source.web.site=https://de.shop.example&relation=delegate_permission/common.handle_all_urls&return_relation_extensions=true
#   https://digitalassetlinks.googleapis.com/v1/statements:list?source.web.site=https://fr.shop.example&relation=delegate_permission/common.handle_all_urls&return_relation_extensions=true
#   https://digitalassetlinks.googleapis.com/v1/statements:list?source.web.site=https://it.shop.example&relation=delegate_permission/common.handle_all_urls&return_relation_extensions=true
#   https://digitalassetlinks.googleapis.com/v1/statements:list?source.web.site=https://www.shop.example&relation=delegate_permission/common.handle_all_urls&return_relation_extensions=true

# home
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://shop.example/'\'''

# home(region: "fr")
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://fr.shop.example/'\'''

# home
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://www.shop.example/'\'''

# product(region: "de", id: 42)
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://de.shop.example/products/42'\'''

# product(id: 42)
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://shop.example/products/42'\'''

# product(id: 42)
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://www.shop.example/products/42'\'''

# product(id: 42)
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''shop://product/42'\'''

# category(region: "it", slug: "shoes")
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://it.shop.example/c/shoes'\'''

# category(region: "it", slug: "shoes")
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''shop://category/shoes?region=it'\'''

# order(number: 1001)
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://shop.example/orders/1001'\'''

# order(number: 1001)
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://www.shop.example/orders/1001'\'''

# refused (invalidParameter): Android opens it in the browser
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://us.shop.example/'\'''

# refused (invalidParameter): Android opens it in the browser
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://anything.shop.example/products/42'\'''

# refused (invalidParameter): Android opens the app with it, which should give it to the browser
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://de.shop.example/products/0'\'''

# refused (invalidParameter): Android opens the app with it, which should give it to the browser
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://shop.example/c/Shoes'\'''

# refused (noRoute): Android opens it in the browser
adb shell 'am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d '\''https://de.shop.example/orders/1001'\'''
