[
  {
    "relation": ["delegate_permission/common.handle_all_urls"],
    "target": {
      "namespace": "android_app",
      "package_name": "org.wordpress.android",
      "sha256_cert_fingerprints": [
        "80:63:A7:A6:3E:46:4D:62:63:D0:8B:04:0C:F3:D3:41:9E:50:CC:2D:06:62:B5:1B:D1:27:A1:BF:97:80:AC:87"
      ]
    },
    "relation_extensions": {
      "delegate_permission/common.handle_all_urls": {
        "dynamic_app_link_components": [
          {
            "/": "/mbar",
            "?": {
              "redirect_to": "https://wordpress.com/wp-login.php??*"
            }
          },
          {
            "/": "/mbar/",
            "?": {
              "redirect_to": "https://wordpress.com/wp-login.php??*"
            }
          },
          {
            "/": "/mbar",
            "?": {
              "redirect_to": "?*"
            }
          },
          {
            "/": "/mbar/",
            "?": {
              "redirect_to": "?*"
            }
          },
          {
            "/": "*",
            "exclude": true
          }
        ]
      }
    }
  }
]
